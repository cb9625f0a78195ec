import { z } from 'zod';
import { STORES } from '../stores.js';
import { RMA_KINDS } from './queues.js';

/**
 * The insights dashboard (docs/staff/insights.md): GET /api/staff/insights?store&from&to answers every table;
 * GET /api/staff/insights.csv?table=…&store&from&to one table as CSV. Without a store, every store of the user's.
 */
export const INSIGHT_TABLES = ['reasons', 'return-rate', 'resolution', 'backlog'] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

export const ZInsightsQuery = z.object({
  store: z.enum(STORES).optional(),
  /** The period, both days included (UTC). */
  from: z.iso.date(),
  to: z.iso.date(),
});
export type TInsightsQuery = z.infer<typeof ZInsightsQuery>;

export const ZInsightsCsvQuery = ZInsightsQuery.extend({ table: z.enum(INSIGHT_TABLES) });
export type TInsightsCsvQuery = z.infer<typeof ZInsightsCsvQuery>;

/** The backlog's age buckets: days since the request, each bucket up to and including `maxDays`. */
export const AGE_BUCKETS = [
  { key: '0-2', maxDays: 2 },
  { key: '3-7', maxDays: 7 },
  { key: '8-14', maxDays: 14 },
  { key: '15+', maxDays: Infinity },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key'];

/** The bucket of an age in whole days. */
export function ageBucket(days: number): AgeBucket {
  return AGE_BUCKETS.find((bucket) => days <= bucket.maxDays)!.key;
}

/**
 * The p-th percentile (0–1) of values sorted ascending, interpolated between the two nearest ranks (as
 * PostgreSQL's percentile_cont); null without values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** RMA lines of RMAs requested in the period, by product, reason and fault code. */
export const ZReasonRow = z.object({
  sku: z.string(),
  product: z.string(),
  reason: z.string(),
  faultCode: z.string(),
  count: z.number().int(),
});

/** Per SKU: RMA lines requested in the period ÷ units sold in the period (order lines' quantities); null when none sold. */
export const ZReturnRateRow = z.object({
  sku: z.string(),
  product: z.string(),
  returned: z.number().int(),
  sold: z.number().int(),
  rate: z.number().nullable(),
});

/** Days from the request to its resolution (its first REFUND_COMPLETED, SHIPPED or CLOSED entry) in the period. */
export const ZResolutionRow = z.object({
  kind: z.union([z.enum(RMA_KINDS), z.literal('all')]),
  resolved: z.number().int(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});

/** Open RMAs now, by status and age. */
export const ZBacklogRow = z.object({
  status: z.string(),
  buckets: z.record(z.enum(['0-2', '3-7', '8-14', '15+']), z.number().int()),
  total: z.number().int(),
});

export const ZInsights = z.object({
  store: z.enum(STORES).nullable(),
  from: z.string(),
  to: z.string(),
  reasons: z.array(ZReasonRow),
  returnRate: z.array(ZReturnRateRow),
  resolution: z.array(ZResolutionRow),
  backlog: z.array(ZBacklogRow),
});
export type TInsights = z.infer<typeof ZInsights>;
