import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';

/**
 * Shop insights (issue 11): what shoppers did with a shop, counted per Asia/Kolkata day. A subpath
 * of its own (`@local-shops/shared/insights`); the shop page imports only SHOP_EVENT_TYPES and the
 * events path, which are tiny.
 */
export const SHOP_EVENT_TYPES = ['view', 'call', 'whatsapp', 'directions', 'share', 'save'] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

export const INSIGHTS_API_PATHS = {
  events: (shopId: string) => `/claim-shops/${encodeURIComponent(shopId)}/events`,
  insights: (shopId: string) => `/owner/shops/${encodeURIComponent(shopId)}/insights`,
} as const;

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

export const INSIGHT_METRICS = ['views', 'searchAppearances', 'calls', 'whatsapp', 'directions', 'shares', 'saves'] as const;
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
});
export type InsightsResponse = z.output<typeof insightsResponseSchema>;

export const INSIGHTS_MESSAGES = defineTexts('rules/INSIGHTS_MESSAGES', {
  longerPeriodsArePremium: '30 and 90 days of insights come with Premium.',
});

export const INSIGHTS_TEXT = defineTexts('owner/INSIGHTS_TEXT', {
  title: 'Insights',
  period: 'Period',
  lastDays: (n: number) => `Last ${n} days`,
  premiumOnly: 'Premium',
  chartLabel: (n: number) => `Shop page views per day, last ${n} days`,
  tableCaption: 'Insights by day',
  date: 'Date',
  total: 'Total',
  views: 'Views',
  searchAppearances: 'Search appearances',
  calls: 'Calls',
  whatsapp: 'WhatsApp',
  directions: 'Directions',
  shares: 'Shares',
  saves: 'Saves',
  comparisonHeading: 'Shops like yours nearby',
  comparisonNote: (shops: number) => `Median of ${shops} ${shops === 1 ? 'shop' : 'shops'} of your kind within 5 km over the same days.`,
  comparisonNone: 'No shops of your kind within 5 km yet.',
  you: 'You',
  median: 'Median nearby',
  upsell: 'See 30 and 90 days and how you compare with shops like yours nearby with Premium.',
  insights: 'Insights',
  back: 'Back to dashboard',
});
