import { QUEUE_TABS, ZQueueFilters, type QueueTab, type TQueueFilters } from '../../../../shared/staff/queues.js';

/**
 * The queue's state lives in the URL (docs/staff/console.md#queue), so a filtered view can be shared: each filter
 * is a query parameter of the same name as the API's, the defaults are left out.
 */
export const DEFAULT_TAB: QueueTab = 'needs-review';

export type QueueView = TQueueFilters & { tab: QueueTab };

const FILTER_NAMES = [
  'store',
  'kind',
  'status',
  'assignee',
  'reason',
  'product',
  'createdFrom',
  'createdTo',
  'q',
  'sort',
  'dir',
] as const;

/** The view a URL names. A parameter that is not valid is dropped rather than failing the whole screen. */
export function viewFromParams(params: URLSearchParams): QueueView {
  const raw: Record<string, string> = {};
  for (const name of ['tab', ...FILTER_NAMES]) {
    const value = params.get(name)?.trim();
    if (value) raw[name] = value;
  }
  const parsed = ZQueueFilters.safeParse(raw);
  if (parsed.success) return { ...parsed.data, tab: parsed.data.tab ?? DEFAULT_TAB };
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => !bad.has(name)));
  const retry = ZQueueFilters.parse(kept);
  return { ...retry, tab: retry.tab ?? DEFAULT_TAB };
}

/** The URL parameters of a view, defaults left out, in a fixed order (the same view, the same URL). */
export function paramsOfView(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_TAB) params.set('tab', view.tab);
  for (const name of FILTER_NAMES) {
    const value = view[name];
    if (value === undefined || value === '') continue;
    if (name === 'sort' && value === 'created') continue;
    if (name === 'dir' && value === 'desc') continue;
    params.set(name, String(value));
  }
  return params;
}

/** The API query of a view: every filter; `withTab: false` for the counts, which cover every tab. */
export function apiQuery(view: QueueView, withTab = true): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const name of FILTER_NAMES) query[name] = view[name] === undefined ? undefined : String(view[name]);
  if (withTab) query.tab = view.tab;
  return query;
}

/** How many filters besides the tab, search and sort are set (shown on the Filters button). */
export function activeFilterCount(view: QueueView): number {
  return FILTER_NAMES.filter((name) => !['q', 'sort', 'dir'].includes(name) && view[name] !== undefined).length;
}

export function isQueueTab(value: string): value is QueueTab {
  return (QUEUE_TABS as readonly string[]).includes(value);
}
