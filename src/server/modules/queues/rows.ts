import { sql, type Kysely } from 'kysely';
import { OPEN_STATUSES } from '../../../shared/staff/queues.js';
import type { Database } from '../../db/schema.js';
import { allConditions } from './conditions.js';
import type { QueueWhere } from './filters.js';

type Db = Kysely<Database>;

/** A queue row as read: the RMA with its assignee, its customer's name, its line count and first product. */
export interface QueueRecord {
  id: string;
  rma_no: string;
  store: string;
  type: number;
  status: string;
  email: string;
  created_at: string;
  updated_at: string;
  due_at: string | null;
  priority: number;
  version: number;
  assignee_id: number | null;
  assignee_name: string | null;
  first_name: string | null;
  last_name: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  line_count: number;
  product: string | null;
}

/** The rows of a page's ids (in any order; the caller puts them in the page's). */
export async function queueRecords(db: Db, ids: readonly string[]): Promise<QueueRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('rmas')
    .leftJoin('staff_users', 'staff_users.id', 'rmas.assignee_id')
    .leftJoin('addresses', 'addresses.id', 'rmas.address_id')
    .leftJoin('members', 'members.email', 'rmas.email')
    .select([
      'rmas.id',
      'rmas.rma_no',
      'rmas.store',
      'rmas.type',
      'rmas.status',
      'rmas.email',
      'rmas.created_at',
      'rmas.updated_at',
      'rmas.due_at',
      'rmas.priority',
      'rmas.version',
      'rmas.assignee_id',
      'staff_users.name as assignee_name',
      'addresses.first_name',
      'addresses.last_name',
      'members.first_name as member_first_name',
      'members.last_name as member_last_name',
    ])
    .select((eb) => [
      eb
        .selectFrom('rma_lines')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('rma_lines.rma_id', '=', 'rmas.id')
        .as('line_count'),
      eb
        .selectFrom('rma_lines')
        .innerJoin('products', 'products.id', 'rma_lines.product_id')
        .select('products.name')
        .whereRef('rma_lines.rma_id', '=', 'rmas.id')
        .orderBy('rma_lines.line_no')
        .limit(1)
        .as('product'),
    ])
    .where('rmas.id', 'in', ids)
    .execute();
  return rows.map((row) => ({ ...row, line_count: Number(row.line_count ?? 0) }));
}

const OPEN = new Set<string>(OPEN_STATUSES);

/**
 * How many open RMAs of each status match (the open tabs are sums of these): the open backlog, read from an index
 * alone. With a list of stores it groups by store too, so the planner reads (store, status, …) rather than a
 * status-first index whose rows it would then look up one by one for their store.
 */
export async function countOpenByStatus(db: Db, where: QueueWhere): Promise<Map<string, number>> {
  const statuses = where.statuses.filter((status) => OPEN.has(status));
  const counts = new Map<string, number>();
  if (statuses.length === 0) return counts;
  const rows = await db
    .selectFrom('rmas')
    .select(['rmas.status', sql<number>`count(*)`.as('n')])
    .where((eb) => allConditions(eb, { ...where, statuses }))
    .$if(where.stores !== null, (qb) => qb.groupBy('rmas.store'))
    .groupBy('rmas.status')
    .execute();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + Number(row.n));
  return counts;
}

/** How many open RMAs match with the extra condition of the late or the unassigned tab. */
export async function countOpen(db: Db, where: QueueWhere, tab: { dueBefore: string } | 'unassigned'): Promise<number> {
  const statuses = where.statuses.filter((status) => OPEN.has(status));
  if (statuses.length === 0) return 0;
  const narrowed: QueueWhere =
    tab === 'unassigned' ? { ...where, statuses, unassigned: true } : { ...where, statuses, dueBefore: tab.dueBefore };
  const row = await db
    .selectFrom('rmas')
    .select(sql<number>`count(*)`.as('n'))
    .where((eb) => allConditions(eb, narrowed))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * How many closed RMAs match, counted up to `cap` + 1: the closed tab grows with the portal's whole history, and
 * counting it exactly would read every RMA ever made on each refresh. The console shows "cap+".
 */
export async function countClosedUpTo(db: Db, where: QueueWhere, cap: number): Promise<number> {
  const statuses = where.statuses.filter((status) => !OPEN.has(status));
  if (statuses.length === 0) return 0;
  const matching = db
    .selectFrom('rmas')
    .select(sql<number>`1`.as('one'))
    .where((eb) => allConditions(eb, { ...where, statuses }))
    .limit(cap + 1);
  const row = await db
    .selectFrom(matching.as('m'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
