import { normaliseEmail, normaliseSerial, numberCandidates } from '../../../shared/rules/identifiers.js';
import { inScope } from '../../../shared/staff/roles.js';
import { ALL_STATUSES, tabRule } from '../../../shared/staff/queue-rules.js';
import type { RmaKind, TQueueFilters } from '../../../shared/staff/queues.js';
import { badRequest } from '../../lib/errors.js';
import type { StaffPrincipal } from '../staff/principal.js';

/**
 * The queue's filters resolved against the staff user (docs/staff/queues.md): the stores in scope, the statuses the
 * tab and the status filter leave, and the other conditions, ready for the SQL of repository.ts.
 */
export interface QueueWhere {
  /** null: every store (the user's scope is `*` and no store was asked for). */
  stores: readonly string[] | null;
  statuses: readonly string[];
  /** Only RMAs due before this instant (the late tab). */
  dueBefore: string | null;
  unassigned: boolean;
  kind: RmaKind | null;
  /** A staff user's id, or none (unassigned). */
  assignee: number | 'none' | null;
  /** A reason key or a fault code of any line. */
  reason: string | null;
  /** A SKU (exact) or a fragment of a product name (any case) of any line. */
  product: string | null;
  createdFrom: string | null;
  /** Exclusive: the day after the createdTo date. */
  createdBefore: string | null;
  search: QueueSearch | null;
  /** The search's candidates, once looked up (null: no search). */
  ids: readonly string[] | null;
}

/** The one search box, as the four look-ups read it. */
export interface QueueSearch {
  numbers: string[];
  email: string;
  serial: string;
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function assigneeOf(staff: StaffPrincipal, value: string | undefined): number | 'none' | null {
  if (value === undefined || value === '') return null;
  if (value === 'none') return 'none';
  if (value === 'me') return staff.id;
  if (/^\d{1,9}$/.test(value)) return Number(value);
  throw badRequest('invalidRequest', { assignee: 'invalidRequest' });
}

function storesOf(staff: StaffPrincipal, store: string | undefined): readonly string[] | null {
  if (store !== undefined) return inScope(staff.stores, store) ? [store] : [];
  return staff.stores === '*' ? null : staff.stores;
}

export function searchOf(q: string | undefined): QueueSearch | null {
  const text = (q ?? '').trim();
  if (!text) return null;
  return { numbers: numberCandidates(text), email: normaliseEmail(text), serial: normaliseSerial(text) };
}

/** The filters (the tab among them, unless left out for the counts) as conditions; `now` dates the late tab. */
export function resolveFilters(
  staff: StaffPrincipal,
  filters: Omit<TQueueFilters, 'sort' | 'dir'>,
  now: Date,
  options: { withTab: boolean } = { withTab: true },
): QueueWhere {
  const rule = options.withTab && filters.tab ? tabRule(filters.tab) : null;
  let statuses = rule ? rule.statuses : ALL_STATUSES;
  if (filters.status) statuses = statuses.filter((status) => status === filters.status);
  if (filters.createdFrom && filters.createdTo && filters.createdFrom > filters.createdTo) {
    throw badRequest('invalidRequest', { createdTo: 'invalidRequest' });
  }
  return {
    stores: storesOf(staff, filters.store),
    statuses,
    dueBefore: rule?.late ? now.toISOString() : null,
    unassigned: rule?.unassigned ?? false,
    kind: filters.kind ?? null,
    assignee: assigneeOf(staff, filters.assignee),
    reason: filters.reason?.trim() || null,
    product: filters.product?.trim() || null,
    createdFrom: filters.createdFrom ?? null,
    createdBefore: filters.createdTo ? nextDay(filters.createdTo) : null,
    search: searchOf(filters.q),
    ids: null,
  };
}

/** Nothing can match: no store in scope, or no status left. */
export function matchesNothing(where: QueueWhere): boolean {
  return (where.stores !== null && where.stores.length === 0) || where.statuses.length === 0;
}
