// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import { adminApi, consoleReads } from './admin-api.ts';
import { resetConsoleTest, stubConsoleApi } from './admin-test-support.tsx';

afterEach(resetConsoleTest);

describe('the console calls of the console table', () => {
  it("reads the table's paths, each id URI-encoded", () => {
    expect(consoleReads.claims('pending_review')).toBe('/admin/claims?status=pending_review');
    expect(consoleReads.claims('pending_review', { flag: 'photo', sort: 'newest' })).toBe(
      '/admin/claims?status=pending_review&flag=photo&sort=newest',
    );
    expect(consoleReads.claim('c/1')).toBe('/admin/claims/c%2F1');
    expect(consoleReads.enquiries('all')).toBe('/admin/enquiries?status=all');
    expect(consoleReads.offers()).toBe(CONSOLE_ROUTES.offers.path);
    expect(consoleReads.support()).toBe(CONSOLE_ROUTES.support.path);
    expect(consoleReads.invoiceLink('o 1')).toBe('/v1/admin/payments/o%201/invoice');
  });

  it("sends each action with the entry's method and its body, an optional note only when given", async () => {
    const sent = stubConsoleApi(() => ({ body: {} }));
    const ticked = { nameBoard: true, location: true, chequeName: true };
    await adminApi.approve('c1', '', ticked);
    await adminApi.approveAsListed('c2', 'shop-1', 'Same shop', ticked);
    await adminApi.moderateReview('r1', 'publish', 'Fine');
    await adminApi.decideListingEdit('e1', 'reject', 'Wrong place');
    await adminApi.takeDownOffer('o1', 'Misleading');
    await adminApi.replyToSupport('q1', 'Done.');
    await adminApi.logout();
    expect(sent).toEqual([
      { method: CONSOLE_ROUTES.claimApprove.method, path: '/v1/admin/claims/c1/approve', body: { checklist: ticked } },
      {
        method: 'POST',
        path: '/v1/admin/claims/c2/approve-as-listed',
        body: { shopId: 'shop-1', reason: 'Same shop', checklist: ticked },
      },
      { method: 'POST', path: '/v1/admin/reviews/r1/publish', body: { reason: 'Fine' } },
      { method: 'POST', path: '/v1/admin/listing-edits/e1/reject', body: { reason: 'Wrong place' } },
      { method: 'POST', path: '/v1/admin/offers/o1/take-down', body: { reason: 'Misleading' } },
      { method: 'POST', path: '/v1/admin/support/q1/reply', body: { reply: 'Done.' } },
      { method: 'POST', path: '/v1/admin/logout', body: {} },
    ]);
  });
});
