// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SHOP_TEXT } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { Toaster } from '../../lib/toast.tsx';
import { ClaimMyShopButton } from './claim-my-shop-button.tsx';

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ validMobileNumber: '' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await resetScreen();
});

describe('ClaimMyShopButton', () => {
  it('opens KYC Verification with the address, claims through /claim-shops, then reloads the shop', async () => {
    const bodies: Record<string, unknown> = {};
    // Records each call's body; both claim calls answer the shop id.
    const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      bodies[`${init?.method ?? 'GET'} ${url.pathname}`] = init?.body ? JSON.parse(String(init.body)) : undefined;
      return new Response(JSON.stringify({ id: 'shop-1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', api);
    const onClaimed = vi.fn();
    render(
      <>
        <ClaimMyShopButton shopId="shop-1" onClaimed={onClaimed} />
        <Toaster />
      </>,
    );

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
    expect(await screen.findByText(SHOP_TEXT.claimSent)).toBeTruthy();
    expect(bodies['PATCH /v1/claim-shops/verify-otp/shop-1']).toEqual({ otp: '123456', mobileNumber: '+919876543210' });
    expect(onClaimed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAppStore.getState().validMobileNumber).toBe('+919876543210');
  });
});
