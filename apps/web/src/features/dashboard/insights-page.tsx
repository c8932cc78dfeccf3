import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS } from '@local-shops/shared';
import {
  INSIGHT_METRICS,
  INSIGHT_PERIODS,
  INSIGHTS_TEXT,
  type InsightPeriod,
  type InsightsResponse,
} from '@local-shops/shared/insights';
import { OWNER_MESSAGES, OWNER_TEXT } from '@local-shops/shared/owner';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { InsightsChart, shortDate } from './insights-chart.tsx';
import { InsightsCoins } from './insights-coins.tsx';
import './dashboard.css';
import './insights.css';
import { useTexts } from '../../lib/i18n.ts';

/** /dashboard/shops/:shopId/insights: the approved owner's counts, lazily loaded (decision 0039). */
export function InsightsPage() {
  const ownerText = useTexts(OWNER_TEXT);
  const insightsText = useTexts(INSIGHTS_TEXT);
  const ownerMessages = useTexts(OWNER_MESSAGES);
  const appTexts = useTexts(APP_TEXTS);
  useDocumentTitle(insightsText.title);
  const { shopId = '' } = useParams();
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  const [days, setDays] = useState<InsightPeriod>(7);
  const insights = useApiData(number ? ownerApi.insights(shopId, days) : null);
  // Premium is known from each answer; while a longer period loads, only Premium could have chosen it.
  const premium = insights.data ? insights.data.premium : days > 7;
  const signedOut = number === null || (insights.error instanceof ApiRequestError && insights.error.statusCode === 401);

  return (
    <div className="page dashboard insights">
      <p>
        <Link to={PATHS.dashboard}>{insightsText.back}</Link>
      </p>
      <h1>{insightsText.title}</h1>
      <fieldset className="insights__periods">
        <legend>{insightsText.period}</legend>
        {INSIGHT_PERIODS.map((period) => {
          const locked = period > 7 && !premium;
          return (
            <label key={period} className={`insights__period${locked ? ' insights__period--locked' : ''}`}>
              <input
                type="radio"
                name="period"
                value={period}
                checked={days === period}
                disabled={locked}
                onChange={() => setDays(period)}
              />
              <span>{insightsText.lastDays(period)}</span>
              {locked ? <span className="owner-tag">{insightsText.premiumOnly}</span> : null}
            </label>
          );
        })}
      </fieldset>
      {signedOut ? (
        <div className="dashboard__message">
          <p>{ownerMessages.signInRequired}</p>
          <Link className="button button--primary" to={PATHS.dashboard}>
            {insightsText.back}
          </Link>
        </div>
      ) : insights.error ? (
        <div className="dashboard__message">
          <p role="alert">{insights.error.message}</p>
          <button type="button" className="button button--primary" onClick={insights.reload}>
            {ownerText.tryAgain}
          </button>
        </div>
      ) : !insights.data ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">{appTexts.loading}</span>
        </div>
      ) : (
        <InsightsView data={insights.data} days={insights.data.days.length} />
      )}
    </div>
  );
}

function InsightsView({ data, days }: { data: InsightsResponse; days: number }) {
  const insightsText = useTexts(INSIGHTS_TEXT);
  return (
    <>
      <dl className="insights__totals">
        {INSIGHT_METRICS.map((metric) => (
          <div key={metric}>
            <dt>{insightsText[metric]}</dt>
            <dd data-metric={metric}>{data.totals[metric]}</dd>
          </div>
        ))}
      </dl>
      <InsightsChart days={data.days} label={insightsText.chartLabel(days)} />
      <div className="insights__table-wrap" tabIndex={0}>
        <table className="insights__table">
          <caption>{insightsText.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{insightsText.date}</th>
              {INSIGHT_METRICS.map((metric) => (
                <th key={metric} scope="col">
                  {insightsText[metric]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...data.days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDate(day.date)}</th>
                {INSIGHT_METRICS.map((metric) => (
                  <td key={metric}>{day[metric]}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{insightsText.total}</th>
              {INSIGHT_METRICS.map((metric) => (
                <td key={metric}>{data.totals[metric]}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <InsightsCoins days={data.coins} />
      {data.premium ? <Comparison data={data} /> : <p className="insights__upsell">{insightsText.upsell}</p>}
    </>
  );
}

function Comparison({ data }: { data: InsightsResponse }) {
  const insightsText = useTexts(INSIGHTS_TEXT);
  const { comparison } = data;
  return (
    <section className="insights__comparison" aria-labelledby="insights-comparison">
      <h2 id="insights-comparison">{insightsText.comparisonHeading}</h2>
      {!comparison || comparison.shops === 0 ? (
        <p>{insightsText.comparisonNone}</p>
      ) : (
        <>
          <p>{insightsText.comparisonNote(comparison.shops)}</p>
          <table className="insights__table">
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{insightsText.you}</th>
                <th scope="col">{insightsText.median}</th>
              </tr>
            </thead>
            <tbody>
              {INSIGHT_METRICS.map((metric) => (
                <tr key={metric}>
                  <th scope="row">{insightsText[metric]}</th>
                  <td>{data.totals[metric]}</td>
                  <td>{comparison.median[metric]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
