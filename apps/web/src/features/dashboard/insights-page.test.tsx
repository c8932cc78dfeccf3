// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsResponse } from '@local-shops/shared/insights';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { InsightsPage } from './insights-page.tsx';

const zero = { views: 0, searchAppearances: 0, calls: 0, whatsapp: 0, directions: 0, shares: 0, saves: 0 };

function answer(days: number, premium: boolean): InsightsResponse {
  const list = Array.from({ length: days }, (_, i) => ({
    date: `2026-11-${String(24 - days + 1 + i).padStart(2, '0')}`,
    ...zero,
    views: i === days - 1 ? 5 : 1,
  }));
  return {
    days: list,
    totals: { ...zero, views: days - 1 + 5, calls: 2 },
    comparison: premium ? { shops: 4, median: { ...zero, views: 3 } } : null,
    premium,
    coins: list.map(({ date }) => ({ date, issued: 0, redeemed: 0 })),
  };
}

function stub(premium: boolean) {
  return stubApi((url) => {
    if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: '+919800000001' } };
    if (url.pathname === '/v1/owner/shops/s1/insights')
      return { body: answer(Number(url.searchParams.get('days')), premium) };
    return undefined;
  });
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/shops/s1/insights']}>
      <Routes>
        <Route path="/dashboard/shops/:shopId/insights" element={<InsightsPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => forgetOwnerSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InsightsPage', () => {
  it('shows totals, an SVG chart and a table of the same numbers; free plans see 7 days only', async () => {
    stub(false);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Insights by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7 + 1);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('5');
    expect(
      screen.getByRole('img', { name: 'Shop page views per day, last 7 days' }).querySelectorAll('rect'),
    ).toHaveLength(7);
    expect(screen.getByText('Views', { selector: 'dt' }).nextSibling?.textContent).toBe('11');
    expect((screen.getByRole('radio', { name: /Last 30 days/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/with Premium\.$/)).toBeTruthy();
  });

  it('lets Premium choose 90 days and compares with shops like it nearby', async () => {
    const api = stub(true);
    renderPage();
    await screen.findByRole('table', { name: 'Insights by day' });
    fireEvent.click(screen.getByRole('radio', { name: /Last 90 days/ }));
    expect(await screen.findByRole('img', { name: 'Shop page views per day, last 90 days' })).toBeTruthy();
    expect(api.mock.calls.some(([input]) => String(input).endsWith('/insights?days=90'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Shops like yours nearby' })).toBeTruthy();
    expect(screen.getByText('Median of 4 shops of your kind within 5 km over the same days.')).toBeTruthy();
  });
});
