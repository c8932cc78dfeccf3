// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminList } from '@local-shops/shared/admin';
import {
  CONSOLE_TEXT as HI_CONSOLE,
  CONSOLE_MODERATION_TEXT as HI_MODERATION,
} from '@local-shops/shared/locales/hi/console';
import type { AdminSupportRequest } from '@local-shops/shared/support';
import { setLocale } from '../../lib/i18n.ts';
import { AdminSupportPage } from './admin-support-page.tsx';
import { renderConsolePage, resetConsoleTest, stubListPages } from './admin-test-support.tsx';

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
  '/v1/admin/support': {
    items: [question(1), question(2)],
    links: { next: '/v1/admin/support?cursor=abc' },
    meta: { total: 3 },
  },
  '/v1/admin/support?cursor=abc': { items: [question(3, true)], links: { next: null }, meta: { total: 3 } },
};

afterEach(resetConsoleTest);

const renderSupport = () => renderConsolePage('/admin/support', <AdminSupportPage />);

describe('the console support inbox', () => {
  it('shows the total and appends the next page on "Load more" until there is none', async () => {
    const asked = stubListPages(PAGES);
    renderSupport();
    expect(await screen.findByText('Showing 2 of 3 questions')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Send reply' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Question number 3')).toBeTruthy();
    expect(screen.getByText('Answered.')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 questions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked.map((request) => request.path)).toEqual(['/v1/admin/support', '/v1/admin/support?cursor=abc']);
  });

  it('counts in Hindi for a reviewer who chose Hindi', async () => {
    stubListPages(PAGES);
    await act(() => setLocale('hi'));
    renderSupport();
    expect(await screen.findByText(HI_CONSOLE.showing(2, 3, HI_MODERATION.questionsNoun))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: HI_MODERATION.support })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_CONSOLE.loadMore })).toBeTruthy();
  });
});
