// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { useAppStore } from '../../lib/store.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { SiteHeader } from './site-header.tsx';

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="*" element={<SiteHeader />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => forgetOwnerSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteHeader sign-in entries', () => {
  it('signed out: Login opens the sign-in dialog and Sign Up goes to /instructions', async () => {
    stubApi((url) => (url.pathname === '/v1/otp/session' ? { body: { mobileNumber: null } } : undefined));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/instructions');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('signed in: the number in the menu, and Sign out everywhere ends the sessions on the server', async () => {
    useAppStore.setState({ validMobileNumber: '+919876543210' });
    const api = stubApi((url) => {
      if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: '+919876543210' } };
      // (The stub cannot answer 204: a Response with that status takes no body.)
      if (url.pathname === '/v1/owner/logout') return { body: {} };
      return undefined;
    });
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Signed in as +91 98765 43210' }));
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    const logout = api.mock.calls.find(([input]) => String(input).startsWith('/v1/owner/logout'))!;
    expect(String(logout[0])).toBe('/v1/owner/logout?all=true');
    expect(((logout as unknown[])[1] as RequestInit).method).toBe('POST');
    expect(useAppStore.getState().validMobileNumber).toBe('');
    await act(async () => {});
  });
});
