// @vitest-environment jsdom
import type { AdminList } from '@local-shops/shared/admin';
import { CONSOLE_MODERATION_TEXT as HI_MODERATION, CONSOLE_TEXT as HI_CONSOLE } from '@local-shops/shared/locales/hi/console';
import type { AdminSupportRequest } from '@local-shops/shared/support';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { AdminSupportPage } from './admin-support-page.tsx';

const question = (i: number, replied = false): AdminSupportRequest => ({
  id: `q-${i}`,
  mobileNumber: `+91990000000${i}`,
  shopId: null,
  shopName: null,
  message: `Question number ${i}`,
  premium: false,
  createdAt: '2026-11-23T05:30:00.000Z',
  dueAt: '2026-11-25T05:30:00.000Z',
  reply: replied ? 'Answered.' : null,
  repliedAt: replied ? '2026-11-23T06:30:00.000Z' : null,
  overdue: false,
});

// After a flood, the first page is full of it; the real owner's question is on the next.
const PAGES: Record<string, AdminList<AdminSupportRequest>> = {
  '/v1/admin/support': { items: [question(1), question(2)], links: { next: '/v1/admin/support?cursor=abc' }, meta: { total: 3 } },
  '/v1/admin/support?cursor=abc': { items: [question(3, true)], links: { next: null }, meta: { total: 3 } },
};

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  vi.unstubAllGlobals();
});

function stubPages(asked: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      return new Response(JSON.stringify(PAGES[url.pathname + url.search]), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderSupport() {
  render(
    <MemoryRouter initialEntries={['/admin/support']}>
      <Routes>
        <Route element={<Outlet context={{ onSignedOut: () => undefined }} />}>
          <Route path="/admin/support" element={<AdminSupportPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the console support inbox', () => {
  it('shows the total and appends the next page on "Load more" until there is none', async () => {
    const asked: string[] = [];
    stubPages(asked);
    renderSupport();
    expect(await screen.findByText('Showing 2 of 3 questions')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Send reply' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Question number 3')).toBeTruthy();
    expect(screen.getByText('Answered.')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 questions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual(['/v1/admin/support', '/v1/admin/support?cursor=abc']);
  });

  it('counts in Hindi for a reviewer who chose Hindi', async () => {
    stubPages();
    await act(() => setLocale('hi'));
    renderSupport();
    expect(await screen.findByText(HI_CONSOLE.showing(2, 3, HI_MODERATION.questionsNoun))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: HI_MODERATION.support })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_CONSOLE.loadMore })).toBeTruthy();
  });
});
