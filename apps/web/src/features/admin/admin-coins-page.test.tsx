// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCoinShop } from '@local-shops/shared/coins';
import { COINS_CONSOLE_TEXT as HI_COINS } from '@local-shops/shared/locales/hi/coins';
import { setLocale } from '../../lib/i18n.ts';
import { AdminCoinsPage } from './admin-coins-page.tsx';
import { answerInTurn, onePage, renderConsolePage, resetConsoleTest, stubConsoleApi } from './admin-test-support.tsx';

const shop = (id: string, fields: Partial<AdminCoinShop> = {}): AdminCoinShop => ({
  shopId: id,
  shopName: `Shop ${id}`,
  issued: 500,
  redeemed: 120,
  expired: 30,
  reversed: 50,
  outstanding: 300,
  frozen: false,
  ...fields,
});

afterEach(resetConsoleTest);

const renderCoins = () => renderConsolePage('/admin/coins', <AdminCoinsPage />);

describe('AdminCoinsPage (/admin/coins)', () => {
  it("shows each shop's totals and freezes a shop's coins with a reason", async () => {
    const sent = stubConsoleApi(
      answerInTurn({
        'GET /v1/admin/coins': [{ body: onePage([shop('a'), shop('b', { frozen: true })]) }, { body: onePage([]) }],
        'POST /v1/admin/coins/shops/a/freeze': [{ body: { frozen: true } }],
      }),
    );
    renderCoins();
    const row = (await screen.findByText('Shop a')).closest('tr')!;
    expect(within(row).getByText('500')).toBeTruthy();
    expect(within(row).getByText('300')).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    const frozenRow = screen.getByText('Shop b').closest('tr')!;
    expect(within(frozenRow).getByText('Frozen')).toBeTruthy();
    expect(within(frozenRow).getByRole('button', { name: 'Unfreeze' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Freeze' }));
    fireEvent.change(within(row).getByLabelText('Reason'), { target: { value: 'Coins given to own numbers' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('No shop has coins yet.')).toBeTruthy();
    expect(sent.find(({ method }) => method === 'POST')?.body).toEqual({
      frozen: true,
      reason: 'Coins given to own numbers',
    });
  });

  it('speaks Hindi', async () => {
    await act(() => setLocale('hi'));
    stubConsoleApi(answerInTurn({ 'GET /v1/admin/coins': [{ body: onePage([shop('a')]) }] }));
    renderCoins();
    expect(await screen.findByRole('heading', { name: HI_COINS.heading })).toBeTruthy();
    expect(await screen.findByRole('button', { name: HI_COINS.freeze })).toBeTruthy();
  });
});
