// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_TEXTS as HI_PAGE_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { setLocale } from '../lib/i18n.ts';
import { NotFoundPage } from './not-found-page.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  localStorage.clear();
});

describe('NotFoundPage', () => {
  it('says the page is not found, in English and in Hindi', async () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toBeTruthy();
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { name: HI_PAGE_TEXTS.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: HI_PAGE_TEXTS.goHome })).toBeTruthy();
  });
});
