import type { Store } from '../stores.js';
import { OPEN_STATUSES, TAB_STATUSES, type QueueTab, type RmaKind } from './queues.js';

/**
 * The rules the queues apply to one RMA (docs/staff/queues.md), written once for the server's SQL, its answers
 * and the console.
 */

/** Every status an RMA can have: each belongs to exactly one status tab. */
export const ALL_STATUSES: readonly string[] = Object.values(TAB_STATUSES).flat();

const OPEN = new Set<string>(OPEN_STATUSES);

/** Staff still owe a step (the status is not one of the closed tab's). */
export function isOpenStatus(status: string): boolean {
  return OPEN.has(status);
}

/** Refund = type 1; type 2 is a replacement, or a Japanese repair in store jp. */
export function kindOf(type: number, store: string): RmaKind {
  if (type === 1) return 'refund';
  return store === 'jp' ? 'jp-repair' : 'replacement';
}

/** The type and store condition of a kind, as the queries filter on it. */
export function kindCondition(kind: RmaKind): { type: number; store?: { is: Store } | { not: Store } } {
  if (kind === 'refund') return { type: 1 };
  return { type: 2, store: kind === 'jp-repair' ? { is: 'jp' } : { not: 'jp' } };
}

/** Late: open and past its due date (an RMA without a due date is never late). */
export function isLate(status: string, dueAt: string | null, now: Date): boolean {
  return isOpenStatus(status) && dueAt !== null && dueAt < now.toISOString();
}

/** What a tab selects: its statuses, and whether it asks for late or unassigned RMAs only. */
export interface TabRule {
  statuses: readonly string[];
  late: boolean;
  unassigned: boolean;
}

export function tabRule(tab: QueueTab): TabRule {
  if (tab === 'late') return { statuses: OPEN_STATUSES, late: true, unassigned: false };
  if (tab === 'unassigned') return { statuses: OPEN_STATUSES, late: false, unassigned: true };
  return { statuses: TAB_STATUSES[tab], late: false, unassigned: false };
}

/** The tabs that list an RMA (a status tab, plus late and unassigned when they apply). */
export function tabsOf(
  rma: { status: string; dueAt: string | null; assigneeId: number | null },
  now: Date,
): QueueTab[] {
  const tabs = (Object.keys(TAB_STATUSES) as (keyof typeof TAB_STATUSES)[]).filter((tab) =>
    (TAB_STATUSES[tab] as readonly string[]).includes(rma.status),
  ) as QueueTab[];
  if (isLate(rma.status, rma.dueAt, now)) tabs.push('late');
  if (isOpenStatus(rma.status) && rma.assigneeId === null) tabs.push('unassigned');
  return tabs;
}
