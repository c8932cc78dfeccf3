import { INSIGHTS_TEXT, type InsightsResponse } from '@local-shops/shared/insights';
import { COINS_INSIGHTS_TEXT } from '@local-shops/shared/locales/en/coins';
import { useTexts } from '../../lib/i18n.ts';
import { shortDate } from './insights-chart.tsx';

/** Coins the shop gave and took per day of the period (issue 29): the days with any, newest first. */
export function InsightsCoins({ days }: { days: InsightsResponse['coins'] | undefined }) {
  const t = useTexts(COINS_INSIGHTS_TEXT);
  const insightsText = useTexts(INSIGHTS_TEXT);
  const active = (days ?? []).filter((day) => day.issued > 0 || day.redeemed > 0).reverse();
  const issued = active.reduce((sum, day) => sum + day.issued, 0);
  const redeemed = active.reduce((sum, day) => sum + day.redeemed, 0);
  return (
    <section className="insights__coins" aria-labelledby="insights-coins">
      <h2 id="insights-coins">{t.heading}</h2>
      {active.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="insights__table-wrap" tabIndex={0}>
          <table className="insights__table">
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.issued}</th>
                <th scope="col">{t.redeemed}</th>
              </tr>
            </thead>
            <tbody>
              {active.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{shortDate(day.date)}</th>
                  <td>{day.issued}</td>
                  <td>{day.redeemed}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{insightsText.total}</th>
                <td data-coins="issued">{issued}</td>
                <td data-coins="redeemed">{redeemed}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
