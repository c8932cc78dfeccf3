import {
  INSIGHT_METRICS,
  type InsightCounts,
  type InsightPeriod,
  type InsightsResponse,
} from '@local-shops/shared/insights';
import { kolkataDate } from '../../lib/shop-counters.ts';
import type { StatsRow } from './insights.repository.ts';

const DAY_MS = 86_400_000;

/** The period's Asia/Kolkata dates, oldest first, ending today. */
export function periodDates(days: InsightPeriod, now: Date): string[] {
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--) dates.push(kolkataDate(now.getTime() - i * DAY_MS));
  return dates;
}

export function countsOf(row: StatsRow | undefined): InsightCounts {
  return {
    views: row?.views ?? 0,
    searchAppearances: row?.search_appearances ?? 0,
    calls: row?.calls ?? 0,
    whatsapp: row?.whatsapp ?? 0,
    directions: row?.directions ?? 0,
    shares: row?.shares ?? 0,
    saves: row?.saves ?? 0,
  };
}

const empty = (): InsightCounts => countsOf(undefined);

/** Every day of the period, zero where nothing was stored, and their totals. */
export function fillDays(dates: string[], rows: StatsRow[]): Pick<InsightsResponse, 'days' | 'totals'> {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const totals = empty();
  const days = dates.map((date) => {
    const counts = countsOf(byDay.get(date));
    for (const metric of INSIGHT_METRICS) totals[metric] += counts[metric];
    return { date, ...counts };
  });
  return { days, totals };
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The median of each metric over the compared shops; a shop with no stored day counts as zeros. */
export function medianOf(shopIds: string[], sums: StatsRow[]): InsightCounts {
  const byShop = new Map(sums.map((r) => [r.shop_id, countsOf(r)]));
  const all = shopIds.map((id) => byShop.get(id) ?? empty());
  const result = empty();
  for (const metric of INSIGHT_METRICS) result[metric] = median(all.map((c) => c[metric]));
  return result;
}
