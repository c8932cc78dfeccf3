// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KYC_TEXTS as HI_KYC_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { setLocale } from '../../lib/i18n.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { Toaster } from '../../lib/toast.tsx';
import { KycDialog } from './kyc-dialog.tsx';

afterEach(async () => {
  await resetScreen();
});

describe('KycDialog in Hindi', () => {
  it('names its fields and buttons in Hindi and says an invalid number in Hindi', async () => {
    render(
      <>
        <KycDialog open mobileNumber="" editNumber onClose={() => {}} onVerified={() => {}} sendOtp={vi.fn()} />
        <Toaster />
      </>,
    );
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('dialog', { name: HI_KYC_TEXTS.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_KYC_TEXTS.close })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: HI_KYC_TEXTS.sendOtp }));
    expect((await screen.findAllByText(HI_MESSAGES.contactNumberInvalid)).length).toBeGreaterThan(0);
  });
});
