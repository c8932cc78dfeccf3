// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COIN_DEFAULTS, type CoinSettingsView } from '@local-shops/shared/coins';
import { COINS_OWNER_TEXT as HI_OWNER_TEXT } from '@local-shops/shared/locales/hi/coins';
import { setLocale } from '../../lib/i18n.ts';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { codeOfScan } from './code-scanner.tsx';
import { entry, stubCoinsApi, type Answer, type Sent } from './coins-test-support.tsx';
import { OwnerCoinsPage } from './owner-coins-page.tsx';

const SETTINGS: CoinSettingsView = { ...COIN_DEFAULTS, enabled: true, premiumActive: true, frozen: false };

function stub(settings: CoinSettingsView, answer: (request: Sent) => Answer | undefined = () => undefined) {
  return stubCoinsApi((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.path === '/v1/otp/session') return { body: { mobileNumber: '+919800000001' } };
    if (request.path === '/v1/owner/shops/s1/coins/settings') return { body: settings };
    if (request.path === '/v1/owner/shops/s1/coins/entries') return { body: { items: [entry('e1')] } };
    return undefined;
  });
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/shops/s1/coins']}>
      <Routes>
        <Route path="/dashboard/shops/:shopId/coins" element={<OwnerCoinsPage />} />
      </Routes>
    </MemoryRouter>,
  );

const region = (name: string) => screen.findByRole('form', { name });

beforeEach(() => forgetOwnerSession());
afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  vi.unstubAllGlobals();
});

describe('OwnerCoinsPage (/dashboard/shops/:shopId/coins)', () => {
  it('explains that coins are part of Premium, with a link to it, and offers no counter without it', async () => {
    stub({ ...SETTINGS, premiumActive: false });
    renderPage();
    expect(await screen.findByText(/Coins are part of Premium\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe('/s1/subscribe');
    expect(screen.queryByRole('form', { name: 'Give coins' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('gives coins for a typed code and a bill, and shows how many went to the masked number', async () => {
    const sent = stub(SETTINGS, ({ method, path }) =>
      method === 'POST' && path === '/v1/owner/shops/s1/coins/earn'
        ? { status: 201, body: { entry: entry('e2'), coins: 50 } }
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('1 coin per ₹10, 1 coin = ₹1')).toBeTruthy();
    const give = await region('Give coins');
    fireEvent.change(within(give).getByLabelText('Shopper’s code'), { target: { value: '12 34 56' } });
    fireEvent.change(within(give).getByLabelText('Bill amount (₹)'), { target: { value: '500' } });
    fireEvent.click(within(give).getByRole('button', { name: 'Give coins' }));
    expect(await within(give).findByText('50 coins given to +91 98xxxxxx10.')).toBeTruthy();
    const earn = sent.find(({ path }) => path === '/v1/owner/shops/s1/coins/earn')!;
    expect(earn.body).toMatchObject({ code: '123456', billRupees: 500 });
    expect((earn.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The entries are read again, to show the new row.
    expect(sent.filter(({ path }) => path === '/v1/owner/shops/s1/coins/entries').length).toBe(2);
  });

  it('sends the same idempotency key again after a request that may not have arrived', async () => {
    let calls = 0;
    const sent = stub(SETTINGS, ({ method, path }) => {
      if (method !== 'POST' || path !== '/v1/owner/shops/s1/coins/earn') return undefined;
      calls += 1;
      return calls === 1 ? 'network' : { status: 201, body: { entry: entry('e2'), coins: 50 } };
    });
    renderPage();
    const give = await region('Give coins');
    fireEvent.change(within(give).getByLabelText('Shopper’s code'), { target: { value: '123456' } });
    fireEvent.change(within(give).getByLabelText('Bill amount (₹)'), { target: { value: '500' } });
    fireEvent.click(within(give).getByRole('button', { name: 'Give coins' }));
    expect(await within(give).findByRole('alert')).toBeTruthy();
    fireEvent.click(within(give).getByRole('button', { name: 'Give coins' }));
    expect(await within(give).findByText('50 coins given to +91 98xxxxxx10.')).toBeTruthy();
    const keys = sent
      .filter(({ path }) => path === '/v1/owner/shops/s1/coins/earn')
      .map(({ body }) => (body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('takes coins: the spend code shows the rupees off, and Confirm debits them', async () => {
    const sent = stub(SETTINGS, ({ method, path }) => {
      if (method === 'POST' && path === '/v1/owner/shops/s1/coins/redeem/preview')
        return {
          body: { coins: 20, discountRupees: 20, shopper: '+91 98xxxxxx10', expiresAt: '2026-11-26T07:00:00Z' },
        };
      if (method === 'POST' && path === '/v1/owner/shops/s1/coins/redeem')
        return { body: { entry: entry('s9', { kind: 'spend', coins: -20 }), coins: 20, discountRupees: 20 } };
      return undefined;
    });
    renderPage();
    const take = await region('Take coins');
    fireEvent.change(within(take).getByLabelText('Spend code'), { target: { value: '654321' } });
    // The bill is optional: given, the API checks the share of it coins may pay (20% by default).
    expect(within(take).getByText('Coins may pay at most 20% of a bill: enter the bill to check it.')).toBeTruthy();
    fireEvent.change(within(take).getByLabelText('Bill amount (₹)'), { target: { value: '200' } });
    fireEvent.click(within(take).getByRole('button', { name: 'Check code' }));
    expect(await within(take).findByText('+91 98xxxxxx10 uses 20 coins: take ₹20 off the bill.')).toBeTruthy();
    expect(sent.find(({ path }) => path.endsWith('/redeem/preview'))?.body).toEqual({
      code: '654321',
      billRupees: 200,
    });
    fireEvent.click(within(take).getByRole('button', { name: 'Confirm ₹20 off' }));
    expect(await within(take).findByText('20 coins taken. Take ₹20 off the bill.')).toBeTruthy();
    expect(sent.find(({ path }) => path === '/v1/owner/shops/s1/coins/redeem')?.body).toMatchObject({
      code: '654321',
      billRupees: 200,
    });
  });

  it('shows a refused code as the API words it', async () => {
    stub(SETTINGS, ({ method }) =>
      method === 'POST' ? { status: 404, body: { message: 'This code is not valid or has expired.' } } : undefined,
    );
    renderPage();
    const take = await region('Take coins');
    fireEvent.change(within(take).getByLabelText('Spend code'), { target: { value: '000000' } });
    fireEvent.click(within(take).getByRole('button', { name: 'Check code' }));
    expect((await within(take).findByRole('alert')).textContent).toBe('This code is not valid or has expired.');
    expect(within(take).queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  it('reverses an earn of the last 24 hours with a reason; older ones cannot be', async () => {
    const sent = stubCoinsApi(({ method, path }) => {
      if (path === '/v1/otp/session') return { body: { mobileNumber: '+919800000001' } };
      if (path === '/v1/owner/shops/s1/coins/settings') return { body: SETTINGS };
      if (path === '/v1/owner/shops/s1/coins/entries')
        return { body: { items: [entry('new', {}, 2), entry('old', { coins: 70 }, 30)] } };
      if (method === 'POST' && path === '/v1/owner/shops/s1/coins/entries/new/reverse')
        return { body: { entry: entry('rev', { kind: 'reversal', coins: -50 }) } };
      return undefined;
    });
    renderPage();
    const entries = await screen.findByRole('region', { name: 'Recent entries' });
    const rows = await within(entries).findAllByRole('listitem');
    expect(within(rows[1]!).queryByRole('button', { name: 'Reverse' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Reverse' }));
    fireEvent.change(within(rows[0]!).getByLabelText('Why reverse it?'), { target: { value: 'Wrong bill typed' } });
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Reverse' }));
    await vi.waitFor(() =>
      expect(sent.find(({ path }) => path.endsWith('/new/reverse'))?.body).toEqual({ reason: 'Wrong bill typed' }),
    );
  });

  it('saves the settings, a coin’s value typed in rupees and sent in paise', async () => {
    const sent = stub({ ...SETTINGS, enabled: false }, ({ method, path, body }) =>
      method === 'PUT' && path === '/v1/owner/shops/s1/coins/settings'
        ? { body: { ...(body as object), premiumActive: true, frozen: false } }
        : undefined,
    );
    renderPage();
    expect(await screen.findByText(/Coins are off\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Give coins' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Give and take coins' }));
    fireEvent.change(screen.getByLabelText('Value of one coin (₹)'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('Coins expire after (months)'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('form', { name: 'Give coins' })).toBeTruthy();
    expect(sent.find(({ method }) => method === 'PUT')?.body).toEqual({
      ...COIN_DEFAULTS,
      enabled: true,
      coinValuePaise: 50,
      expiryMonths: 6,
    });
  });

  it('says when the team froze coins at the shop, and offers no counter', async () => {
    stub({ ...SETTINGS, frozen: true });
    renderPage();
    expect(await screen.findByText(/Our team has paused coins at this shop\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Give coins' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    await act(() => setLocale('hi'));
    stub(SETTINGS);
    renderPage();
    expect(await screen.findByRole('form', { name: HI_OWNER_TEXT.giveHeading })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_OWNER_TEXT.save })).toBeTruthy();
  });
});

describe('codeOfScan', () => {
  it('reads the 6 digits of an earn or spend QR code, or of a bare code, and nothing else', () => {
    expect(codeOfScan('LSCOIN:E:123456')).toBe('123456');
    expect(codeOfScan('LSCOIN:S:654321')).toBe('654321');
    expect(codeOfScan(' 123456 ')).toBe('123456');
    expect(codeOfScan('https://example.com')).toBeNull();
    expect(codeOfScan('LSCOIN:E:12345')).toBeNull();
  });
});
