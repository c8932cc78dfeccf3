// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CLAIM_DRAFT, type ClaimShopDraft } from '@local-shops/shared';
import { sampleClaimDraft } from '@local-shops/shared/testing';
import type { StoredValue } from '../../lib/idb-value.ts';
import { useAppStore } from '../../lib/store.ts';
import { ClaimDraftGate } from './claim-draft-gate.tsx';
import { createClaimDraftKeeper, storedDraft } from './claim-draft-keeper.ts';

/** IndexedDB as the keeper sees it: one value, and what was done to it. */
function memoryValue(initial?: unknown) {
  let value = initial as ClaimShopDraft | undefined;
  const stored: StoredValue<ClaimShopDraft> & { value: () => ClaimShopDraft | undefined } = {
    get: vi.fn(async () => value),
    set: vi.fn(async (next: ClaimShopDraft) => void (value = next)),
    remove: vi.fn(async () => void (value = undefined)),
    value: () => value,
  };
  return stored;
}

function ShopName() {
  const name = useAppStore((s) => s.claimShop.name);
  return <p>Form of {name}</p>;
}

const PHOTOS = {
  shopOwnerCancelledChequeImage: 'data:image/jpeg;base64,/9j/CHEQUE',
  storeFrontPicture: 'data:image/jpeg;base64,/9j/FRONT',
};
const KEPT: ClaimShopDraft = { ...sampleClaimDraft(), ...PHOTOS, lat: 25.3, long: 82.9 };

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ claimShop: INITIAL_CLAIM_DRAFT });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the claim draft kept on the phone', () => {
  it('comes back after a reload with every field and both photos', async () => {
    const keeper = createClaimDraftKeeper(memoryValue(KEPT));
    expect(keeper.restored()).toBe(false);
    await keeper.restore();
    expect(keeper.restored()).toBe(true);
    expect(useAppStore.getState().claimShop).toEqual(KEPT);
  });

  it('keeps each change (typing written at most every 300 ms) and is removed when the claim is submitted', async () => {
    const stored = memoryValue();
    await createClaimDraftKeeper(stored).restore();
    act(() => useAppStore.getState().setClaimField('name', 'Gupta'));
    act(() => useAppStore.getState().setClaimField('name', 'Gupta Kirana'));
    expect(stored.set).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(stored.set).toHaveBeenCalledOnce();
    expect(stored.value()?.name).toBe('Gupta Kirana');

    act(() => useAppStore.getState().mergeClaim(PHOTOS));
    // Leaving the page (a killed tab starts with 'hidden') writes at once.
    window.dispatchEvent(new Event('pagehide'));
    expect(stored.value()?.storeFrontPicture).toBe(PHOTOS.storeFrontPicture);

    act(() => useAppStore.getState().clearClaim());
    await vi.advanceTimersByTimeAsync(0);
    expect(stored.remove).toHaveBeenCalled();
    expect(stored.value()).toBeUndefined();
  });

  it('leaves a draft already in the store alone (Continue Claim of the saved draft) and keeps it instead', async () => {
    const stored = memoryValue(KEPT);
    const continued = { ...KEPT, name: 'Saved draft' };
    useAppStore.setState({ claimShop: continued });
    await createClaimDraftKeeper(stored).restore();
    expect(useAppStore.getState().claimShop).toBe(continued);
    await vi.advanceTimersByTimeAsync(300);
    expect(stored.value()?.name).toBe('Saved draft');
  });

  it('reads back only fields of the right type', () => {
    expect(storedDraft('nonsense')).toBeUndefined();
    expect(storedDraft({ name: 'Gupta', pin: 221001, categories: 'food', lat: 25.3, storeFrontPicture: 7 })).toEqual({
      ...INITIAL_CLAIM_DRAFT,
      name: 'Gupta',
      lat: 25.3,
    });
  });

  it('holds a claim screen back until the kept draft is in, so that the form never opens empty', async () => {
    const keeper = createClaimDraftKeeper(memoryValue(KEPT));
    render(
      <ClaimDraftGate keeper={keeper}>
        <ShopName />
      </ClaimDraftGate>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(`Form of ${KEPT.name}`)).toBeTruthy();
  });

  it('shows the screen at once where the browser keeps nothing', () => {
    const keeper = createClaimDraftKeeper(undefined);
    render(
      <ClaimDraftGate keeper={keeper}>
        <p>Form</p>
      </ClaimDraftGate>,
    );
    expect(screen.getByText('Form')).toBeTruthy();
  });

  it('keeps which listed shop a claim is of (decision 0076), and nothing that is not an id', () => {
    expect(storedDraft({ ...INITIAL_CLAIM_DRAFT, shopId: 'shop-1' })).toEqual({
      ...INITIAL_CLAIM_DRAFT,
      shopId: 'shop-1',
    });
    expect(storedDraft({ ...INITIAL_CLAIM_DRAFT, shopId: 7 })).toEqual(INITIAL_CLAIM_DRAFT);
  });
});
