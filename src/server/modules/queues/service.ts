import { isLate, kindOf } from '../../../shared/staff/queue-rules.js';
import {
  QUEUE_TABS,
  TAB_STATUSES,
  type QueueTab,
  type TQueueCounts,
  type TQueueFilters,
  type TQueuePage,
  type TQueuePageQuery,
  type TQueueRow,
} from '../../../shared/staff/queues.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { matchesNothing, resolveFilters, type QueueWhere } from './filters.js';
import { pageKeys, searchIds, SORT_COLUMNS } from './repository.js';
import { countClosedUpTo, countOpen, countOpenByStatus, queueRecords, type QueueRecord } from './rows.js';

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'now'>;

function nameOf(record: QueueRecord): string {
  const first = record.first_name ?? record.member_first_name ?? '';
  const last = record.first_name !== null ? (record.last_name ?? '') : (record.member_last_name ?? '');
  return `${first} ${last}`.trim();
}

export function queueRow(record: QueueRecord, now: Date): TQueueRow {
  return {
    id: record.id,
    rmaNo: record.rma_no,
    store: record.store as Store,
    kind: kindOf(record.type, record.store),
    status: record.status,
    email: record.email,
    customerName: nameOf(record),
    createdAt: record.created_at,
    // An RMA no staff member has changed yet was last updated when it was made.
    updatedAt: record.updated_at || record.created_at,
    dueAt: record.due_at,
    late: isLate(record.status, record.due_at, now),
    priority: Number(record.priority),
    assignee: record.assignee_id !== null ? { id: Number(record.assignee_id), name: record.assignee_name ?? '' } : null,
    lineCount: record.line_count,
    product: record.product ?? '',
    version: Number(record.version),
  };
}

/** The search's candidates (null without a search); an empty list when the search finds nothing. */
async function candidates(ctx: Ctx, where: QueueWhere): Promise<string[] | null> {
  return where.search ? searchIds(ctx.db, where.search) : null;
}

/**
 * One page of a queue (docs/staff/queues.md): the RMAs of the user's stores that match the filters, in the sort's
 * order with the id as tie-break, after the cursor. `nextCursor` is null on the last page.
 */
export async function listQueue(ctx: Ctx, staff: StaffPrincipal, query: TQueuePageQuery): Promise<TQueuePage> {
  const now = ctx.now();
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, dir: query.dir }) : null;
  const resolved = resolveFilters(staff, query, now);
  if (matchesNothing(resolved)) return { items: [], nextCursor: null };
  const ids = await candidates(ctx, resolved);
  if (ids && ids.length === 0) return { items: [], nextCursor: null };
  const where: QueueWhere = { ...resolved, ids };
  const page = {
    column: SORT_COLUMNS[query.sort],
    dir: query.dir,
    after,
    limit: query.limit + 1,
    steer: ctx.dialect,
  };
  const keys = await pageKeys(ctx.db, where, page);
  const shown = keys.slice(0, query.limit);
  const records = new Map(
    (
      await queueRecords(
        ctx.db,
        shown.map((key) => key.id),
      )
    ).map((r) => [r.id, r]),
  );
  const items = shown.flatMap((key) => {
    const record = records.get(key.id);
    return record ? [queueRow(record, now)] : [];
  });
  const last = shown.at(-1);
  const nextCursor =
    keys.length > query.limit && last
      ? encodeCursor({ sort: query.sort, dir: query.dir, value: last.sort_value, id: last.id })
      : null;
  return { items, nextCursor };
}

/** The closed tab is counted up to this many; beyond, the answer lists it in `capped`. */
export const CLOSED_COUNT_CAP = 10_000;

/**
 * The live count of every tab under the filters, the tab aside (docs/decisions/0017-queue-keyset-pagination.md):
 * one count per open status, summed into the open tabs, one each for late and unassigned, and the closed tab's up
 * to CLOSED_COUNT_CAP.
 */
export async function queueCounts(
  ctx: Ctx,
  staff: StaffPrincipal,
  filters: Omit<TQueueFilters, 'sort' | 'dir'>,
): Promise<TQueueCounts> {
  const counts = Object.fromEntries(QUEUE_TABS.map((tab) => [tab, 0])) as Record<QueueTab, number>;
  const where = resolveFilters(staff, filters, ctx.now(), { withTab: false });
  if (matchesNothing(where)) return { counts, capped: [] };
  const ids = await candidates(ctx, where);
  if (ids && ids.length === 0) return { counts, capped: [] };
  const scoped: QueueWhere = { ...where, ids };
  const [byStatus, late, unassigned, closed] = await Promise.all([
    countOpenByStatus(ctx.db, scoped),
    countOpen(ctx.db, scoped, { dueBefore: ctx.now().toISOString() }),
    countOpen(ctx.db, scoped, 'unassigned'),
    countClosedUpTo(ctx.db, scoped, CLOSED_COUNT_CAP),
  ]);
  for (const [tab, statuses] of Object.entries(TAB_STATUSES) as [QueueTab, readonly string[]][]) {
    counts[tab] = statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  }
  counts.late = late;
  counts.unassigned = unassigned;
  counts.closed = Math.min(closed, CLOSED_COUNT_CAP);
  return { counts, capped: closed > CLOSED_COUNT_CAP ? ['closed'] : [] };
}
