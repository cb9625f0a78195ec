import {
  AGE_BUCKETS,
  percentile,
  type AgeBucket,
  type TInsights,
  type TInsightsCsvQuery,
  type TInsightsQuery,
} from '../../../shared/staff/insights.js';
import { kindOf } from '../../../shared/staff/queue-rules.js';
import { RMA_KINDS } from '../../../shared/staff/queues.js';
import { inScope } from '../../../shared/staff/roles.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { csvTable, type CsvValue } from '../../lib/csv.js';
import { badRequest } from '../../lib/errors.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { backlogCounts, reasonCounts, resolutions, returnedBySku, soldBySku, type InsightScope } from './repository.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const DAY_MS = 86_400_000;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function scopeOf(staff: StaffPrincipal, query: TInsightsQuery): InsightScope {
  if (query.from > query.to) throw badRequest('invalidRequest', { to: 'invalidRequest' });
  const stores = query.store
    ? inScope(staff.stores, query.store)
      ? [query.store]
      : []
    : staff.stores === '*'
      ? null
      : staff.stores;
  return { stores, from: query.from, to: nextDay(query.to) };
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

async function returnRate(ctx: Ctx, scope: InsightScope): Promise<TInsights['returnRate']> {
  const [returned, sold] = await Promise.all([returnedBySku(ctx.db, scope), soldBySku(ctx.db, scope)]);
  const rows = new Map<string, { sku: string; product: string; returned: number; sold: number }>();
  const row = (sku: string, product: string) =>
    rows.get(sku) ?? rows.set(sku, { sku, product, returned: 0, sold: 0 }).get(sku)!;
  for (const r of returned) row(r.sku, r.name).returned = Number(r.n);
  for (const s of sold) row(s.sku, s.name).sold = Number(s.n);
  return [...rows.values()]
    .map((r) => ({ ...r, rate: r.sold > 0 ? round(r.returned / r.sold, 4) : null }))
    .sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || a.sku.localeCompare(b.sku));
}

async function resolution(ctx: Ctx, scope: InsightScope): Promise<TInsights['resolution']> {
  const rows = await resolutions(ctx.db, scope);
  const days = new Map<string, number[]>([['all', []], ...RMA_KINDS.map((kind) => [kind, []] as [string, number[]])]);
  for (const row of rows) {
    // A resolution dated by day only (imported history) is not earlier than its request.
    const span = Math.max(0, (Date.parse(row.status_date) - Date.parse(row.created_at)) / DAY_MS);
    days.get('all')!.push(span);
    days.get(kindOf(row.type, row.store))!.push(span);
  }
  return [...days.entries()].map(([kind, values]) => {
    const sorted = values.sort((a, b) => a - b);
    return {
      kind: kind as TInsights['resolution'][number]['kind'],
      resolved: sorted.length,
      medianDays: round(percentile(sorted, 0.5), 2),
      p90Days: round(percentile(sorted, 0.9), 2),
    };
  });
}

async function backlog(ctx: Ctx, scope: InsightScope): Promise<TInsights['backlog']> {
  const now = ctx.now().getTime();
  // An RMA is n whole days old from n days after its request; the bucket up to `maxDays` holds those requested
  // at or after now − (maxDays + 1) days.
  const since = AGE_BUCKETS.filter((b) => Number.isFinite(b.maxDays)).map(
    (b) => [b.key, new Date(now - (b.maxDays + 1) * DAY_MS).toISOString()] as [string, string],
  );
  const rows = await backlogCounts(ctx.db, scope.stores, since);
  const byStatus = new Map<string, TInsights['backlog'][number]>();
  for (const row of rows) {
    const entry = byStatus.get(row.status) ?? {
      status: row.status,
      buckets: Object.fromEntries(AGE_BUCKETS.map((b) => [b.key, 0])) as Record<AgeBucket, number>,
      total: 0,
    };
    entry.buckets[row.bucket as AgeBucket] += Number(row.n);
    entry.total += Number(row.n);
    byStatus.set(row.status, entry);
  }
  return [...byStatus.values()].sort((a, b) => a.status.localeCompare(b.status));
}

/** The dashboard of a store (or every store of the user's) over a period (docs/staff/insights.md). */
export async function insights(ctx: Ctx, staff: StaffPrincipal, query: TInsightsQuery): Promise<TInsights> {
  const scope = scopeOf(staff, query);
  const empty = scope.stores !== null && scope.stores.length === 0;
  const base = { store: (query.store ?? null) as Store | null, from: query.from, to: query.to };
  if (empty) return { ...base, reasons: [], returnRate: [], resolution: [], backlog: [] };
  const [reasons, rate, resolved, open] = await Promise.all([
    reasonCounts(ctx.db, scope),
    returnRate(ctx, scope),
    resolution(ctx, scope),
    backlog(ctx, scope),
  ]);
  return {
    ...base,
    reasons: reasons
      .map((r) => ({ sku: r.sku, product: r.name, reason: r.reason, faultCode: r.fault_code, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.sku.localeCompare(b.sku) || a.reason.localeCompare(b.reason)),
    returnRate: rate,
    resolution: resolved,
    backlog: open,
  };
}

/** One table of the dashboard as CSV (RFC 4180, formulas defused). */
export async function insightsCsv(ctx: Ctx, staff: StaffPrincipal, query: TInsightsCsvQuery): Promise<string> {
  const data = await insights(ctx, staff, query);
  const tables: Record<TInsightsCsvQuery['table'], () => [string[], CsvValue[][]]> = {
    reasons: () => [
      ['SKU', 'Product', 'Reason', 'Fault code', 'Lines'],
      data.reasons.map((r) => [r.sku, r.product, r.reason, r.faultCode, r.count]),
    ],
    'return-rate': () => [
      ['SKU', 'Product', 'Returned', 'Sold', 'Return rate'],
      data.returnRate.map((r) => [r.sku, r.product, r.returned, r.sold, r.rate]),
    ],
    resolution: () => [
      ['Type', 'Resolved', 'Median days', '90th percentile days'],
      data.resolution.map((r) => [r.kind, r.resolved, r.medianDays, r.p90Days]),
    ],
    backlog: () => [
      ['Status', ...AGE_BUCKETS.map((b) => `${b.key} days`), 'Total'],
      data.backlog.map((r) => [r.status, ...AGE_BUCKETS.map((b) => r.buckets[b.key]), r.total]),
    ],
  };
  const [header, rows] = tables[query.table]();
  return csvTable(header, rows);
}
