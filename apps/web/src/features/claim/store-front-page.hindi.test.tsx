// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_CLAIM_DRAFT } from '@local-shops/shared';
import { STORE_FRONT_TEXTS as HI_STORE_FRONT_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { setLocale } from '../../lib/i18n.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { StoreFrontPage } from './store-front-page.tsx';

beforeEach(() => {
  stubApi((url) => (url.pathname === '/v1/reference/states' ? { body: { items: [] } } : undefined));
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

describe('StoreFrontPage in Hindi', () => {
  it('shows the step in Hindi and says the photo is needed in Hindi', async () => {
    render(
      <MemoryRouter>
        <StoreFrontPage />
        <Toaster />
      </MemoryRouter>,
    );
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HI_LABELS.storeFrontTitle })).toBeTruthy();
    expect(screen.getByLabelText(HI_STORE_FRONT_TEXTS.takePicture)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: HI_STORE_FRONT_TEXTS.finish }));
    expect(screen.getByText(HI_MESSAGES.storeFrontRequired)).toBeTruthy();
  });
});
