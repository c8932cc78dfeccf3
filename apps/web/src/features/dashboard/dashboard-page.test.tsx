// @vitest-environment jsdom
import type { OwnerShop } from '@local-shops/shared/owner';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { toast } from '../../lib/toast.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const NOW = Date.parse('2026-06-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const daysAhead = (d: number) => new Date(NOW + d * 86_400_000).toISOString();

function item(id: string, name: string, claim: Partial<OwnerShop['claim']>, premium: OwnerShop['premium'] = { status: 'none', until: null }, shop: Partial<OwnerShop['shop']> = {}): OwnerShop {
  return {
    shop: { id, name, isClaimed: claim.status === 'approved', isVerified: false, ...shop },
    claim: { id: `claim-${id}`, status: 'pending_review', reason: null, submittedAt: hoursAgo(3), decidedAt: null, ...claim },
    premium,
  };
}

function stub(number: string | null, items: OwnerShop[] | 'expired' = []) {
  return stubApi((url) => {
    if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: number } };
    if (url.pathname === '/v1/owner/shops') {
      return items === 'expired'
        ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in with your mobile number.' } }
        : { body: { items } };
    }
    return undefined;
  });
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Routes>
    </MemoryRouter>,
  );

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name: new RegExp(name) })).closest('li')!;
const actions = (element: HTMLElement) => within(element).queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  forgetOwnerSession();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('shows the sign-in without a session', async () => {
    stub(null);
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Enter Mobile number')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your shops' })).toBeTruthy();
  });

  it('goes back to the sign-in when the session ended elsewhere', async () => {
    stub('+919876543210', 'expired');
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows each claim state with what fits it', async () => {
    stub('+919876543210', [
      item('p1', 'Pending Kirana', { status: 'pending_review', submittedAt: hoursAgo(3) }),
      item('a1', 'Approved Sweets', { status: 'approved', decidedAt: hoursAgo(1) }),
      item('r1', 'Rejected Tailor', { status: 'rejected', reason: 'The cheque is not readable.', decidedAt: hoursAgo(1) }),
      item('r2', 'Taken Chemist', { status: 'rejected', reason: 'Another owner was verified.' }, undefined, { isClaimed: true }),
    ]);
    renderPage();

    const pending = await card('Pending Kirana');
    expect(within(pending).getByText('Pending review')).toBeTruthy();
    expect(pending.textContent).toContain('We review every claim within 48 hours. Submitted 3 hours ago.');
    expect(actions(pending)).toEqual([
      ['View shop', '/p1/shop'],
      ['Subscribe', '/p1/subscribe'],
    ]);

    const approved = await card('Approved Sweets');
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).queryByText(/Submitted/)).toBeNull();

    const rejected = await card('Rejected Tailor');
    expect(within(rejected).getByText('Not approved')).toBeTruthy();
    expect(within(rejected).getByText('Reason: The cheque is not readable.')).toBeTruthy();
    expect(actions(rejected)).toEqual([
      ['View shop', '/r1/shop'],
      ['Submit again', '/r1/shop'],
    ]);

    // Claimed by someone else meanwhile: nothing to submit again, nothing to pay for.
    expect(actions(await card('Taken Chemist'))).toEqual([['View shop', '/r2/shop']]);
  });

  it('shows each Premium state, offering to pay only where a payment would be taken', async () => {
    stub('+919876543210', [
      item('n', 'No Plan', { status: 'approved' }),
      item('w', 'Waiting Plan', { status: 'pending_review' }, { status: 'awaiting_approval', until: null }),
      item('a', 'Active Plan', { status: 'approved' }, { status: 'active', until: '2027-03-31T18:30:00.000Z' }, { isVerified: true }),
      item('s', 'Ending Plan', { status: 'approved' }, { status: 'active', until: daysAhead(10) }),
      item('e', 'Expired Plan', { status: 'approved' }, { status: 'expired', until: hoursAgo(24) }),
      item('r', 'Refunded Plan', { status: 'approved' }, { status: 'refunded', until: null }),
    ]);
    renderPage();

    const premiumOf = (li: HTMLElement) => within(li).getByText('Premium').nextElementSibling!.textContent;
    expect(premiumOf(await card('No Plan'))).toBe('None');
    expect(actions(await card('No Plan'))).toContainEqual(['Subscribe', '/n/subscribe']);

    const waiting = await card('Waiting Plan');
    expect(premiumOf(waiting)).toBe('Awaiting approvalPaid. Premium starts when your claim is approved.');
    expect(actions(waiting)).toEqual([['View shop', '/w/shop']]); // no insights before approval

    const active = await card('Active Plan');
    expect(premiumOf(active)).toBe('Active until 1 April 2027');
    expect(within(active).getByText('Verified')).toBeTruthy();
    expect(actions(active)).toEqual([['View shop', '/a/shop'], ['Insights', '/dashboard/shops/a/insights'], ['Offers', '/dashboard/shops/a/offers']]);

    expect(actions(await card('Ending Plan'))).toContainEqual(['Renew', '/s/subscribe']);
    expect(premiumOf(await card('Expired Plan'))).toBe('Expired');
    expect(actions(await card('Expired Plan'))).toContainEqual(['Subscribe', '/e/subscribe']);
    expect(premiumOf(await card('Refunded Plan'))).toBe('Refunded');
  });

  it('says so when the number has no shops yet', async () => {
    stub('+919876543210', []);
    renderPage();
    expect(await screen.findByText(/No shops yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add My Shop' }).getAttribute('href')).toBe('/instructions');
  });
});
