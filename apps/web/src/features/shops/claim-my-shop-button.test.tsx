// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CLAIM_DRAFT, KYC_TEXTS, MESSAGES, SHOP_TEXT } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { Toaster } from '../../lib/toast.tsx';
import { ClaimMyShopButton } from './claim-my-shop-button.tsx';

const LISTING = {
  id: 'shop-1',
  name: 'Lakshmi Press Wala',
  intro: 'Ironing while you wait.',
  state: 'Uttar Pradesh',
  city: 'Varanasi',
  pin: '221001',
  shopType: 'Retailers',
  categories: [{ id: 'cat-1', label: 'Services' }],
  subCategories: [{ id: 'sub-1', label: 'Ironing', categoryId: 'cat-1' }],
  contact: { phone: '+919812345678', whatsapp: null },
};

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ validMobileNumber: '', claimShop: INITIAL_CLAIM_DRAFT });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await resetScreen();
});

/** Records each call's body; the claim calls answer the shop id, the shop's read its listing. */
function stubApi() {
  const bodies: Record<string, unknown> = {};
  const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    bodies[`${method} ${url.pathname}`] = init?.body ? JSON.parse(String(init.body)) : undefined;
    const body = method === 'GET' ? LISTING : { id: 'shop-1' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', api);
  return { api, bodies };
}

function renderButton(challenge = false) {
  render(
    <MemoryRouter initialEntries={['/shop-1/shop']}>
      <Routes>
        <Route path="/:shopId/shop" element={<ClaimMyShopButton shop={LISTING} challenge={challenge} />} />
        <Route path="/add-shop" element={<h1>Claim form</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('ClaimMyShopButton', () => {
  it('proves the number with the address, then opens the claim form filled with the listing', async () => {
    const { api, bodies } = stubApi();
    renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'Claim My Shop' }));
    // The dialog's code arrives on demand.
    const dialog = await screen.findByRole('dialog', { name: 'KYC Verification' });
    const address = within(dialog).getByLabelText<HTMLTextAreaElement>('Address');
    const number = within(dialog).getByLabelText<HTMLInputElement>('Enter Mobile number');
    expect(number.readOnly).toBe(false);

    // The address is required.
    fireEvent.change(number, { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(screen.getAllByText(MESSAGES.addressRequired).length).toBeGreaterThan(0);
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: 'Shop 4, Main Bazaar, Varanasi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const otp = await within(dialog).findByLabelText('OTP');
    expect(bodies['POST /v1/claim-shops/verification']).toEqual({
      address: 'Shop 4, Main Bazaar, Varanasi',
      shopOwnerContactNumber: '+919876543210',
      shopId: 'shop-1',
    });

    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Claim form' })).toBeTruthy();
    expect(screen.getByText(SHOP_TEXT.claimContinue)).toBeTruthy();
    expect(bodies['PATCH /v1/claim-shops/verify-otp/shop-1']).toEqual({ otp: '123456', mobileNumber: '+919876543210' });
    expect(useAppStore.getState().validMobileNumber).toBe('+919876543210');
    // The listing's values, the dialog's address and the proven number; the photos are still to come.
    expect(useAppStore.getState().claimShop).toEqual({
      ...INITIAL_CLAIM_DRAFT,
      shopId: 'shop-1',
      name: 'Lakshmi Press Wala',
      intro: 'Ironing while you wait.',
      state: 'Uttar Pradesh',
      city: 'Varanasi',
      pin: '221001',
      shopType: 'Retailers',
      address: 'Shop 4, Main Bazaar, Varanasi',
      categories: LISTING.categories,
      subCategories: LISTING.subCategories,
      shopOwnerContactNumber: '+919876543210',
    });
  });

  it('may send the code to the listed phone instead', async () => {
    const { bodies } = stubApi();
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Claim My Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC Verification' });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Shop 4, Main Bazaar' } });
    const choice = within(dialog).getByRole('checkbox', { name: /listed phone/ });
    expect(choice.closest('label')?.textContent).toContain(KYC_TEXTS.useListedPhone('+919812345678'));
    fireEvent.click(choice);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Enter Mobile number').value).toBe('+919812345678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByLabelText('OTP');
    expect(bodies['POST /v1/claim-shops/verification']).toEqual({
      address: 'Shop 4, Main Bazaar',
      shopOwnerContactNumber: '+919812345678',
      shopId: 'shop-1',
    });
  });

  it("offers to take over a claimed shop, without its listed phone (the owner's)", async () => {
    stubApi();
    renderButton(true);
    expect(screen.getByText(SHOP_TEXT.claimOwnershipNote)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SHOP_TEXT.claimOwnership }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC Verification' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
