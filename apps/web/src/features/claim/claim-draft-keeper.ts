import { INITIAL_CLAIM_DRAFT, type ClaimShopDraft } from '@local-shops/shared';
import { indexedDbValue, type StoredValue } from '../../lib/idb-value.ts';
import { useAppStore } from '../../lib/store.ts';

/** Typing writes the draft at most this often; leaving the page writes at once. */
const WRITE_DELAY_MS = 300;

/** The fields that start empty as null and hold a number; the others hold text (a photo's data URL). */
const NUMBER_FIELDS: ReadonlySet<string> = new Set<keyof ClaimShopDraft>(['lat', 'long']);

/** Whether a stored value may stand for `field`, whose empty value is `empty`. */
function fitsField(field: string, empty: unknown, stored: unknown): boolean {
  if (Array.isArray(empty)) return Array.isArray(stored);
  if (empty !== null) return typeof stored === typeof empty;
  return stored === null || typeof stored === (NUMBER_FIELDS.has(field) ? 'number' : 'string');
}

/** A draft read back from storage: each field of the right type kept, any other left empty. */
export function storedDraft(value: unknown): ClaimShopDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const fields = Object.entries(INITIAL_CLAIM_DRAFT).map(([field, empty]) => [
    field,
    fitsField(field, empty, stored[field]) ? stored[field] : empty,
  ]);
  const draft = Object.fromEntries(fields) as ClaimShopDraft;
  // A claim of a listed shop keeps which shop it claims (decision 0076).
  if (typeof stored.shopId === 'string') draft.shopId = stored.shopId;
  return draft;
}

export interface ClaimDraftKeeper {
  /** True once the draft kept on the phone is in the store (at once where there is no storage). */
  restored(): boolean;
  /** Reads the kept draft into the store once, then keeps every change of it until it is cleared. */
  restore(): Promise<void>;
}

/**
 * The claim survives a reload (issue 27): the working draft (every field, the cheque and the
 * store-front photo, as data URLs) is kept in IndexedDB as it changes, and read back when a claim
 * screen opens after a reload. The empty draft (after Submit) removes it. A draft already in the
 * store (Continue Claim of the saved draft) wins over the kept one.
 */
export function createClaimDraftKeeper(storage: StoredValue<ClaimShopDraft> | undefined): ClaimDraftKeeper {
  let done = storage === undefined;
  let restoring: Promise<void> | undefined;

  const keep = (kept: StoredValue<ClaimShopDraft>) => {
    let timer: number | undefined;
    let pending: ClaimShopDraft | undefined;
    const write = () => {
      window.clearTimeout(timer);
      timer = undefined;
      const draft = pending;
      pending = undefined;
      if (!draft) return;
      const written = draft === INITIAL_CLAIM_DRAFT ? kept.remove() : kept.set(draft);
      written.catch((error: unknown) => console.error(error));
    };
    const later = (draft: ClaimShopDraft) => {
      pending = draft;
      // The end of a claim is written at once: a reload right after Submit must not bring it back.
      if (draft === INITIAL_CLAIM_DRAFT) write();
      else timer ??= window.setTimeout(write, WRITE_DELAY_MS);
    };
    useAppStore.subscribe((state, previous) => {
      if (state.claimShop !== previous.claimShop) later(state.claimShop);
    });
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') write();
    });
    later(useAppStore.getState().claimShop);
  };

  const readBack = async (kept: StoredValue<ClaimShopDraft>) => {
    const draft = storedDraft(await kept.get().catch(() => undefined));
    const { claimShop, replaceClaim } = useAppStore.getState();
    if (draft && claimShop === INITIAL_CLAIM_DRAFT) replaceClaim(draft);
    keep(kept);
    done = true;
  };

  return {
    restored: () => done,
    restore: () => {
      if (!storage) return Promise.resolve();
      restoring ??= readBack(storage);
      return restoring;
    },
  };
}

export const claimDraftKeeper = createClaimDraftKeeper(indexedDbValue<ClaimShopDraft>('local-shops', 'claim-draft'));
