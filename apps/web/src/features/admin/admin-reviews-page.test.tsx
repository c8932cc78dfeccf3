// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminReviewItem } from '@local-shops/shared/admin';
import { AdminReviewsPage } from './admin-reviews-page.tsx';
import { onePage, renderConsolePage, resetConsoleTest, stubConsoleApi } from './admin-test-support.tsx';

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

afterEach(resetConsoleTest);

describe('the review moderation queue', () => {
  it('shows why each review waits, removes one with a reason and publishes another', async () => {
    let queue = [review(1), review(2, { queueReason: 'reported', status: 'published' })];
    const sent = stubConsoleApi(({ method, path }) => {
      if (method !== 'POST') return { body: onePage(queue) };
      queue = queue.filter((r) => !path.includes(r.id));
      return { body: { id: 'x', status: 'done' } };
    });
    renderConsolePage('/admin/reviews', <AdminReviewsPage />);
    const first = (await screen.findByText('Review text 1')).closest('li')!;
    expect(within(first).getByText('Has a link')).toBeTruthy();
    const second = screen.getByText('Review text 2').closest('li')!;
    expect(within(second).getByText('Reported')).toBeTruthy();

    const remove = within(first).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.change(within(first).getByLabelText('Reason (required to remove)'), {
      target: { value: 'Advertises another shop' },
    });
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Review text 1')).toBeNull());
    fireEvent.click(
      within(screen.getByText('Review text 2').closest('li')!).getByRole('button', { name: 'Keep published' }),
    );
    expect(await screen.findByText('No reviews are waiting.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/v1/admin/reviews/review-1/remove', body: { reason: 'Advertises another shop' } },
      { method: 'POST', path: '/v1/admin/reviews/review-2/publish', body: {} },
    ]);
  });
});
