// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoinBalance, CoinsOverview } from '@local-shops/shared/coins';
import { COINS_TEXT as HI_COINS_TEXT } from '@local-shops/shared/locales/hi/coins';
import { setLocale } from '../../lib/i18n.ts';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { CoinsPage } from './coins-page.tsx';
import { entry, stubCoinsApi, type Answer, type Sent } from './coins-test-support.tsx';

const SESSION = { body: { mobileNumber: '+919800000001' } };

const balance = (fields: Partial<CoinBalance> = {}): CoinBalance => ({
  shopId: 's1',
  shopName: 'Gupta Sweets',
  coins: 50,
  rupeesValue: 50,
  nextExpiry: { coins: 50, at: '2027-11-26T06:00:00.000Z' },
  minCoinsToRedeem: 0,
  frozen: false,
  active: true,
  maxCoinsPerBill: 200,
  coinValuePaise: 100,
  ...fields,
});

const withoutShopper = ({ shopper: _shopper, ...row }: ReturnType<typeof entry>) => row;

const OVERVIEW: CoinsOverview = {
  balances: [balance(), balance({ shopId: 's2', shopName: 'Frozen Store', coins: 5, rupeesValue: 5, frozen: true })],
  history: [
    withoutShopper(entry('e1', { expiresAt: '2027-11-26T06:00:00.000Z', at: '2026-11-26T06:00:00.000Z' })),
    withoutShopper(
      entry('r1', { kind: 'reversal', coins: -10, billRupees: null, expiresAt: null, reason: 'Wrong bill' }),
    ),
  ],
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/coins']}>
      <CoinsPage />
    </MemoryRouter>,
  );
}

function stub(answer: (request: Sent) => Answer | undefined) {
  return stubCoinsApi((request) =>
    request.path === '/v1/otp/session' ? SESSION : (answer(request) ?? { body: OVERVIEW }),
  );
}

beforeEach(() => forgetOwnerSession());
afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  vi.unstubAllGlobals();
});

describe('CoinsPage (/coins)', () => {
  it('asks a shopper without a session to verify the number first', async () => {
    stubCoinsApi(({ path }) =>
      path === '/v1/otp/session' ? { status: 401, body: { message: 'No session' } } : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Verify your number to see your coins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify my number' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show my code' })).toBeNull();
  });

  it('lists the coins per shop with their value and next expiry, and the history with its dates', async () => {
    stub(() => undefined);
    renderPage();
    const balances = await screen.findByRole('region', { name: 'Your coins' });
    const gupta = within(balances).getByRole('listitem', { name: 'Gupta Sweets' });
    expect(within(gupta).getByText('50 coins')).toBeTruthy();
    expect(within(gupta).getByText('Worth ₹50 off a bill')).toBeTruthy();
    expect(within(gupta).getByText('50 coins expire on 26 Nov 2027')).toBeTruthy();
    expect(within(gupta).getByRole('button', { name: 'Use 50 coins at this shop' })).toBeTruthy();
    const frozen = within(balances).getByRole('listitem', { name: 'Frozen Store' });
    expect(within(frozen).getByText('This shop cannot give or take coins at the moment.')).toBeTruthy();
    expect(within(frozen).queryByRole('button')).toBeNull();

    const history = screen.getByRole('region', { name: 'History' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('+50');
    expect(rows[0]!.textContent).toContain('Earned · Gupta Sweets');
    expect(rows[0]!.textContent).toContain('Bill ₹500 · Expires 26 Nov 2027');
    expect(rows[1]!.textContent).toContain('−10');
    expect(rows[1]!.textContent).toContain('Taken back · Gupta Sweets');
    expect(rows[1]!.textContent).toContain('Reason: Wrong bill');
  });

  it('shows the code as a QR code and 6 digits, and says when coins arrive from a counter', async () => {
    let credited = false;
    const sent = stub(({ method, path }) => {
      if (method === 'POST' && path === '/v1/coins/earn-code') {
        const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
        return { status: 201, body: { code: '123456', qr: 'LSCOIN:E:123456', expiresAt } };
      }
      if (path === '/v1/coins' && credited) {
        const arrived = withoutShopper(entry('e9', { coins: 30, shopName: 'Gupta Sweets', billRupees: 300 }));
        return { body: { ...OVERVIEW, history: [arrived, ...OVERVIEW.history] } };
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show my code' }));
    expect(await screen.findByText('Code: 123456')).toBeTruthy();
    expect(screen.getByText('123 456')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of your code 123456' });
    await vi.waitFor(() => expect(qr.querySelector('path')?.getAttribute('data-qr')).toBe('LSCOIN:E:123456'));
    expect(screen.getByText(/^Changes in 4:[34]\d$/)).toBeTruthy();

    credited = true;
    expect(await screen.findByText('+30 coins from Gupta Sweets', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent.filter(({ path }) => path === '/v1/coins').length).toBeGreaterThan(1);
    // The counter used the code: a fresh one is asked for at once.
    await vi.waitFor(() => expect(sent.filter(({ path }) => path === '/v1/coins/earn-code')).toHaveLength(2));
  });

  it('makes a spend code bound to the shop, with its rupees off and a 10-minute countdown', async () => {
    const sent = stub(({ method, path }) =>
      method === 'POST' && path === '/v1/coins/spend-code'
        ? {
            status: 201,
            body: {
              code: '654321',
              qr: 'LSCOIN:S:654321',
              shopId: 's1',
              coins: 20,
              discountRupees: 20,
              expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
            },
          }
        : undefined,
    );
    renderPage();
    const gupta = await screen.findByRole('listitem', { name: 'Gupta Sweets' });
    fireEvent.change(within(gupta).getByLabelText('Coins to use'), { target: { value: '20' } });
    fireEvent.click(within(gupta).getByRole('button', { name: 'Use 20 coins at this shop' }));
    const spend = await screen.findByRole('region', { name: 'Spend code for Gupta Sweets' });
    expect(within(spend).getByText('Show this code at the counter: 20 coins, ₹20 off your bill.')).toBeTruthy();
    expect(within(spend).getByText('654 321')).toBeTruthy();
    expect(within(spend).getByText(/^Valid for (10:00|9:5\d)$/)).toBeTruthy();
    expect(sent.find(({ path }) => path === '/v1/coins/spend-code')?.body).toEqual({ shopId: 's1', coins: 20 });
  });

  it('shows the refusal of a spend code (below the minimum) and keeps the form', async () => {
    stub(({ method }) =>
      method === 'POST' ? { status: 400, body: { message: 'Use at least 30 coins at this shop.' } } : undefined,
    );
    renderPage();
    const gupta = await screen.findByRole('listitem', { name: 'Gupta Sweets' });
    fireEvent.click(within(gupta).getByRole('button', { name: 'Use 50 coins at this shop' }));
    expect(await within(gupta).findByRole('alert')).toHaveProperty(
      'textContent',
      'Use at least 30 coins at this shop.',
    );
  });

  it('speaks Hindi', async () => {
    await act(() => setLocale('hi'));
    stub(() => undefined);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: HI_COINS_TEXT.title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: HI_COINS_TEXT.showCode })).toBeTruthy();
    expect(screen.getByText(HI_COINS_TEXT.worth('50'))).toBeTruthy();
  });
});
