// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api.ts';
import { initialLocale, setLocale, useI18n } from '../lib/i18n.ts';
import { stubApi } from '../lib/test-helpers.ts';
import { SiteHeader } from './site-header/site-header.tsx';

function renderHeader() {
  return render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  stubApi((url) => (url.pathname === '/v1/otp/session' ? { body: { mobileNumber: null } } : undefined));
});

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LanguageSwitch', () => {
  it('switches the header to Hindi, sets <html lang> and remembers the choice', async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'hi' } });
    expect(await screen.findByRole('link', { name: 'हमारे बारे में' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('locale')).toBe('hi');
    expect(initialLocale()).toBe('hi');
  });

  it('on a first visit follows the browser’s language, and a remembered choice wins over it', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-GB']);
    expect(initialLocale()).toBe('hi');
    window.localStorage.setItem('locale', 'en');
    expect(initialLocale()).toBe('en');
    vi.restoreAllMocks();
  });

  it('sends the chosen language with every API call', async () => {
    const api = stubApi(() => ({ body: { mobileNumber: null } }));
    await act(() => setLocale('hi'));
    await apiRequest('/otp/session');
    const init = (api.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('accept-language')).toMatch(/^hi-IN,hi/);
    expect(useI18n.getState().locale).toBe('hi');
  });
});
