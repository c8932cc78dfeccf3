// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InsightsCoins } from './insights-coins.tsx';

afterEach(cleanup);

describe('InsightsCoins (issue 29)', () => {
  it('lists the days coins were given or used, newest first, with the totals', () => {
    render(
      <InsightsCoins
        days={[
          { date: '2026-11-20', issued: 50, redeemed: 0 },
          { date: '2026-11-21', issued: 0, redeemed: 0 },
          { date: '2026-11-22', issued: 30, redeemed: 20 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Coins given and used per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateCoins givenCoins used',
      '22 Nov3020',
      '20 Nov500',
      'Total8020',
    ]);
  });

  it('says so when no coins moved in the period', () => {
    render(<InsightsCoins days={[{ date: '2026-11-21', issued: 0, redeemed: 0 }]} />);
    expect(screen.getByText('No coins given or used in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
