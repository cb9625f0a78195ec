import { STORES, type Store } from '../../../../shared/stores.js';

/** What the dashboard shows, as the URL holds it: `/staff/insights?store=us&from=2026-08-28&to=2026-11-25`. */
export interface InsightsView {
  /** One of the user's stores; absent: all of them. */
  store?: Store | undefined;
  /** The period, both days included (UTC dates). */
  from: string;
  to: string;
}

/** The quick choices of the period: the last n days, today included. */
export const QUICK_PERIODS = [7, 30, 90] as const;
export const DEFAULT_PERIOD_DAYS = 30;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as the server counts days (UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days up to and including today. */
export function lastDays(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The quick choice a period is, if it is one. */
export function quickPeriodOf(view: InsightsView, today: string): number | undefined {
  return QUICK_PERIODS.find((days) => view.to === today && view.from === lastDays(days, today).from);
}

function validDate(value: string | null): string | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}

/**
 * The view of the URL. A parameter that is not valid is left out rather than failing the screen: a store outside
 * `stores` means all of them, and a missing, invalid or reversed period is the last 30 days.
 */
export function insightsViewFromParams(params: URLSearchParams, stores: readonly Store[], today: string): InsightsView {
  const store = params.get('store');
  const from = validDate(params.get('from'));
  const to = validDate(params.get('to'));
  const period = from && to && from <= to ? { from, to } : lastDays(DEFAULT_PERIOD_DAYS, today);
  return { store: stores.find((s) => s === store), ...period };
}

export function paramsOfInsightsView(view: InsightsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.store) params.set('store', view.store);
  params.set('from', view.from);
  params.set('to', view.to);
  return params;
}

/** The stores a user may pick. */
export function storesOf(scope: '*' | readonly Store[]): readonly Store[] {
  return scope === '*' ? STORES : scope;
}

/** The query of the dashboard's calls (and of its CSV links). */
export function insightsQuery(view: InsightsView): Record<string, string | undefined> {
  return { store: view.store, from: view.from, to: view.to };
}
