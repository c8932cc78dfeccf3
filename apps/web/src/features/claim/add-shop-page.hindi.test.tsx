// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_CLAIM_DRAFT } from '@local-shops/shared';
import { CLAIM_TEXTS as HI_CLAIM_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { setLocale } from '../../lib/i18n.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { AddShopPage } from './add-shop-page.tsx';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/add-shop']}>
      <Routes>
        <Route path="/add-shop" element={<AddShopPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  stubApi((url) =>
    url.pathname === '/v1/reference/states' || url.pathname === '/v1/categories/filter'
      ? { body: { items: [] } }
      : undefined,
  );
  useAppStore.setState({
    claimShop: INITIAL_CLAIM_DRAFT,
    savedShop: { savedShopDetails: null },
    location: { latitude: null, longitude: null, error: null },
    validMobileNumber: '',
  });
});

afterEach(async () => {
  await resetScreen();
});

describe('AddShopPage in Hindi', () => {
  it('shows the form in Hindi and says the shop name is needed in Hindi, as a toast and beside the field', async () => {
    renderPage();
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HI_LABELS.addShopTitle })).toBeTruthy();
    expect(screen.getByText(HI_CLAIM_TEXTS.shopSection)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: HI_LABELS.next }));
    expect(screen.getAllByText(HI_MESSAGES.shopNameRequired)).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain(HI_MESSAGES.shopNameRequired);
    const name = screen.getByLabelText(HI_CLAIM_TEXTS.shopName);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.title).toContain(HI_LABELS.addShopTitle);
  });
});
