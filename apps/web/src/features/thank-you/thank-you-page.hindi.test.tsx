// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { setLocale } from '../../lib/i18n.ts';
import { ThankYouPage } from './thank-you-page.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  localStorage.clear();
});

describe('ThankYouPage in Hindi', () => {
  it('thanks the owner for the details in Hindi', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/successful-thank-you', state: { success: true } }]}>
        <ThankYouPage />
      </MemoryRouter>,
    );
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { name: HI_LABELS.thankYou })).toBeTruthy();
    expect(screen.getByText(HI_LABELS.thankYouDetails)).toBeTruthy();
    expect(screen.getByRole('link', { name: HI_LABELS.backToHome })).toBeTruthy();
  });
});
