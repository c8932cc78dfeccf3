// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { requestedUrls, stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { KycDialog, type KycDialogProps } from './kyc-dialog.tsx';

const NUMBER = '+919876543210';

function Harness(props: Partial<KycDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Verify my number
      </button>
      <KycDialog
        open={open}
        mobileNumber={NUMBER}
        onVerified={() => {}}
        {...props}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      />
      <Toaster />
    </>
  );
}

function openDialog(props: Partial<KycDialogProps> = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Verify my number' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'KYC Verification' }) };
}

/** Lets resolved promises run their continuations inside act. */
const flush = () => act(async () => {});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  useAppStore.setState({ validMobileNumber: '' });
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await resetScreen();
  vi.useRealTimers();
});

describe('KycDialog', () => {
  it('is a labelled modal with the read-only number, Cancel and Send OTP, and focus inside', () => {
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Enter details to validate')).toBeTruthy();
    const number = within(dialog).getByLabelText<HTMLInputElement>('Enter Mobile number');
    expect(number.value).toBe(NUMBER);
    expect(number.readOnly).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('OTP')).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send OTP' }));
  });

  it('sends, counts 60 s down before a resend, verifies, stores the number and runs onVerified', async () => {
    vi.useFakeTimers();
    const sends = [deferred(), deferred()];
    const sendOtp = vi.fn(() => sends[sendOtp.mock.calls.length - 1]!.promise);
    const verification = deferred();
    const verifyOtp = vi.fn(() => verification.promise);
    const onVerified = vi.fn();
    const { opener, dialog } = openDialog({ sendOtp, verifyOtp, onVerified });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    sends[0]!.resolve();
    await flush();
    expect(sendOtp).toHaveBeenCalledWith(expect.objectContaining({ mobileNumber: NUMBER }));
    expect(screen.getByText(MESSAGES.otpSent)).toBeTruthy();

    const otp = within(dialog).getByLabelText<HTMLInputElement>('OTP');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.minLength).toBe(6);
    expect(otp.maxLength).toBe(6);
    expect(document.activeElement).toBe(otp);
    expect(within(dialog).queryByRole('button', { name: 'Send OTP' })).toBeNull();

    const resend = () => within(dialog).getByRole('button', { name: /Re-send|Sending/ });
    expect(resend().textContent).toBe('Re-send in 60s');
    expect(resend()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resend().textContent).toBe('Re-send in 59s');
    act(() => vi.advanceTimersByTime(58_000));
    expect(resend().textContent).toBe('Re-send in 1s');
    expect(resend()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resend().textContent).toBe('Re-send OTP');
    expect(resend()).toHaveProperty('disabled', false);

    fireEvent.click(resend());
    expect(resend().textContent).toBe('Sending...');
    expect(resend()).toHaveProperty('disabled', true);
    sends[1]!.resolve();
    await flush();
    expect(sendOtp).toHaveBeenCalledTimes(2);
    expect(resend().textContent).toBe('Re-send in 60s');

    fireEvent.change(otp, { target: { value: '12 34 56' } });
    expect(otp.value).toBe('123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
    expect(verifyOtp).toHaveBeenCalledWith(expect.objectContaining({ otp: '123456', mobileNumber: NUMBER }));
    expect(onVerified).not.toHaveBeenCalled();

    verification.resolve();
    await flush();
    expect(onVerified).toHaveBeenCalledWith({ mobileNumber: NUMBER });
    expect(useAppStore.getState().validMobileNumber).toBe(NUMBER);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("refuses an empty OTP with 'Please provide a valid OTP.' and does not call the server", async () => {
    const verifyOtp = vi.fn(() => Promise.resolve());
    const { dialog } = openDialog({ sendOtp: () => Promise.resolve(), verifyOtp });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const otp = await within(dialog).findByLabelText<HTMLInputElement>('OTP');
    fireEvent.change(otp, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    // As a toast and beside the field.
    expect(screen.getAllByText(MESSAGES.otpInvalid)).toHaveLength(2);
    expect(otp.getAttribute('aria-invalid')).toBe('true');
    expect(verifyOtp).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("shows the server's message when sending or verifying fails (default API calls)", async () => {
    const api = stubApi((url) => {
      if (url.pathname === '/v1/otp/verification') return { body: { message: 'OTP sent.' } };
      if (url.pathname === '/v1/otp/verify-otp')
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'The OTP is not correct. 4 tries left.' },
        };
      return undefined;
    });
    const onVerified = vi.fn();
    const { dialog } = openDialog({ onVerified });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.otpSent)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('OTP'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('The OTP is not correct. 4 tries left.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Verify OTP' })).toHaveProperty('disabled', false);
    expect(onVerified).not.toHaveBeenCalled();
    expect(useAppStore.getState().validMobileNumber).toBe('');

    const [send, verify] = api.mock.calls as unknown as [string, RequestInit][];
    expect(requestedUrls(api)).toEqual(['/v1/otp/verification', '/v1/otp/verify-otp']);
    expect(send?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ mobileNumber: NUMBER }) });
    expect(verify?.[1]).toMatchObject({
      method: 'PATCH',
      body: JSON.stringify({ otp: '000000', mobileNumber: NUMBER }),
    });
  });

  it('stays on Send OTP and shows the message when the server refuses to send', async () => {
    stubApi(() => ({
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many OTP requests for this number. Please try again later.',
      },
    }));
    const { dialog } = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many OTP requests for this number. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toHaveProperty('disabled', false);
    expect(within(dialog).queryByLabelText('OTP')).toBeNull();
  });

  it('closes on Escape, on Cancel and on the close button, handing focus back to the opener', () => {
    const onClose = vi.fn();
    const { opener } = openDialog({ onClose });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside the dialog', () => {
    const { dialog, opener } = openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const send = within(dialog).getByRole('button', { name: 'Send OTP' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    // Focus that escapes (a click elsewhere) is pulled back in.
    opener.focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('asks for the address and an editable number when askAddress is set', async () => {
    const sendOtp = vi.fn(() => Promise.resolve());
    const { dialog } = openDialog({ askAddress: true, mobileNumber: '', sendOtp });
    const address = within(dialog).getByLabelText<HTMLTextAreaElement>('Address');
    expect(document.activeElement).toBe(address);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(screen.getAllByText(MESSAGES.addressRequired)).toHaveLength(2);

    fireEvent.change(address, { target: { value: 'B 12, Lanka Road, Varanasi' } });
    const number = within(dialog).getByLabelText<HTMLInputElement>('Enter Mobile number');
    expect(number.readOnly).toBe(false);
    fireEvent.change(number, { target: { value: '98765' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(screen.getAllByText(MESSAGES.contactNumberInvalid)).toHaveLength(2);
    expect(sendOtp).not.toHaveBeenCalled();

    fireEvent.change(number, { target: { value: '+91 98765 43210' } });
    expect(number.value).toBe('9876543210');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByLabelText('OTP')).toBeTruthy();
    expect(sendOtp).toHaveBeenCalledWith(
      expect.objectContaining({ mobileNumber: NUMBER, address: 'B 12, Lanka Road, Varanasi' }),
    );
  });
});
