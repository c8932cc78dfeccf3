// @vitest-environment jsdom
import type { AdminList, AdminReviewItem } from '@local-shops/shared/admin';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminReviewsPage } from './admin-reviews-page.tsx';

const review = (i: number, fields: Partial<AdminReviewItem> = {}): AdminReviewItem => ({
  id: `review-${i}`,
  shopId: `shop-${i}`,
  shopName: `Shop number ${i}`,
  mobileNumber: '+919876543210',
  rating: 2,
  text: `Review text ${i}`,
  photos: [],
  status: 'pending',
  queueReason: 'link',
  queuedAt: '2026-09-01T08:00:00.000Z',
  createdAt: '2026-09-01T08:00:00.000Z',
  ...fields,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review moderation queue', () => {
  it('shows why each review waits, removes one with a reason and publishes another', async () => {
    let queue = [review(1), review(2, { queueReason: 'reported', status: 'published' })];
    const posted: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (init?.method === 'POST') {
          posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
          queue = queue.filter((r) => !url.pathname.includes(r.id));
          return new Response(JSON.stringify({ id: 'x', status: 'done' }), { status: 200, headers: { 'content-type': 'application/json' } });
        }
        const page: AdminList<AdminReviewItem> = { items: queue, links: { next: null }, meta: { total: queue.length } };
        return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    render(
      <MemoryRouter initialEntries={['/admin/reviews']}>
        <Routes>
          <Route element={<Outlet context={{ onSignedOut: () => undefined }} />}>
            <Route path="/admin/reviews" element={<AdminReviewsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const first = (await screen.findByText('Review text 1')).closest('li')!;
    expect(within(first).getByText('Has a link')).toBeTruthy();
    const second = screen.getByText('Review text 2').closest('li')!;
    expect(within(second).getByText('Reported')).toBeTruthy();

    const remove = within(first).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.change(within(first).getByLabelText('Reason (required to remove)'), { target: { value: 'Advertises another shop' } });
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Review text 1')).toBeNull());
    fireEvent.click(within(screen.getByText('Review text 2').closest('li')!).getByRole('button', { name: 'Keep published' }));
    expect(await screen.findByText('No reviews are waiting.')).toBeTruthy();
    expect(posted).toEqual([
      { path: '/v1/admin/reviews/review-1/remove', body: { reason: 'Advertises another shop' } },
      { path: '/v1/admin/reviews/review-2/publish', body: {} },
    ]);
  });
});
