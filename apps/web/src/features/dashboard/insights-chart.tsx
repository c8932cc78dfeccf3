import { formatDate } from '@local-shops/shared';
import type { InsightsResponse } from '@local-shops/shared/insights';
import { localeNow } from '../../lib/i18n.ts';

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = 18;

/** '2026-06-11' as '11 Jun'. */
export const shortDate = (date: string) =>
  formatDate(date, localeNow(), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Views per day as plain SVG bars (no chart library: nothing for the landing page to carry). The
 * picture is for the eye; the table beside it carries the same numbers for screen readers.
 */
export function InsightsChart({ days, label }: { days: InsightsResponse['days']; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(1, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="insights-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="insights-chart__axis" />
        {days.map((day, i) => {
          const h = day.views === 0 ? 0 : Math.max(2, (day.views / max) * (plot - 14));
          return (
            <rect
              key={day.date}
              className="insights-chart__bar"
              x={i * slot + (slot - bar) / 2}
              y={plot - h}
              width={bar}
              height={h}
            />
          );
        })}
        <text x={WIDTH} y={10} textAnchor="end" className="insights-chart__label">
          {max}
        </text>
        {first ? (
          <text x={0} y={HEIGHT - 4} className="insights-chart__label">
            {shortDate(first.date)}
          </text>
        ) : null}
        {last ? (
          <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="insights-chart__label">
            {shortDate(last.date)}
          </text>
        ) : null}
      </svg>
    </figure>
  );
}
