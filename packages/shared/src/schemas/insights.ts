import { z } from 'zod';

export { INSIGHTS_MESSAGES } from '../locales/en/rules.ts';
export { INSIGHTS_TEXT } from '../locales/en/owner.ts';

/**
 * Shop insights (issue 11): what shoppers did with a shop, counted per Asia/Kolkata day. A subpath
 * of its own (`@local-shops/shared/insights`); the shop page imports only SHOP_EVENT_TYPES, which is
 * tiny.
 */
export const SHOP_EVENT_TYPES = ['view', 'call', 'whatsapp', 'directions', 'share', 'save'] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

export const shopEventSchema = z.object(
  { type: z.enum(SHOP_EVENT_TYPES, { error: `type must be one of ${SHOP_EVENT_TYPES.join(', ')}.` }) },
  { error: 'The request is not valid.' },
);

/** Periods the dashboard offers; free plans see the first only. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const FREE_INSIGHT_DAYS = 7;

export const insightsQuerySchema = z.object(
  {
    days: z
      .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90.' })
      .optional()
      .transform((value): InsightPeriod => (value === undefined ? 7 : (Number(value) as InsightPeriod))),
  },
  { error: 'The request is not valid.' },
);

export const INSIGHT_METRICS = [
  'views',
  'searchAppearances',
  'calls',
  'whatsapp',
  'directions',
  'shares',
  'saves',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

const countsShape = {
  views: z.number().int(),
  searchAppearances: z.number().int(),
  calls: z.number().int(),
  whatsapp: z.number().int(),
  directions: z.number().int(),
  shares: z.number().int(),
  saves: z.number().int(),
};
export const insightCountsSchema = z.object(countsShape);
export type InsightCounts = z.output<typeof insightCountsSchema>;

export const insightsResponseSchema = z.object({
  /** Oldest first, one entry per Asia/Kolkata day of the period (days without events are zeros). */
  days: z.array(z.object({ date: z.string(), ...countsShape })),
  totals: insightCountsSchema,
  /** Premium only: the median totals of shops sharing a sub-category within 5 km; null without Premium. */
  comparison: z
    .object({
      /** How many such shops were compared (this shop not included). */
      shops: z.number().int(),
      median: insightCountsSchema,
    })
    .nullable(),
  premium: z.boolean(),
  /** Coins issued (earned) and redeemed (spent) per Asia/Kolkata day of the period, oldest first (issue 29). */
  coins: z.array(z.object({ date: z.string(), issued: z.number().int(), redeemed: z.number().int() })),
});
export type InsightsResponse = z.output<typeof insightsResponseSchema>;
