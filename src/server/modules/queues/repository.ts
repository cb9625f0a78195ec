import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, DialectName } from '../../db/schema.js';
import { allConditions, filterConditions } from './conditions.js';
import type { QueueCursor } from './cursor.js';
import type { QueueSearch, QueueWhere } from './filters.js';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'rmas'>;

/** The sort keys of the contract and the column each reads. */
export const SORT_COLUMNS = { created: 'created_at', updated: 'updated_at', due: 'due_at' } as const;
export type SortColumn = (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];

/** At most this many RMAs answer one search (an e-mail with more RMAs than this is not a person). */
export const SEARCH_LIMIT = 1000;

/**
 * The RMAs the search box names, as four indexed look-ups in one statement: the RMA number (unique index), the
 * customer's e-mail (rmas_email_store), a line's serial number (rma_lines_serial_key) and the order number of a
 * line (orders' unique number → order_lines → rma_lines_order_line).
 */
export async function searchIds(db: Db, search: QueueSearch): Promise<string[]> {
  const byNumber = db.selectFrom('rmas').select('rmas.id as id').where('rmas.rma_no', 'in', search.numbers);
  const byEmail = db.selectFrom('rmas').select('rmas.id as id').where('rmas.email', '=', search.email);
  const bySerial = db
    .selectFrom('rma_lines')
    .select('rma_lines.rma_id as id')
    .where(sql<string>`upper(trim(rma_lines.serial_number))`, '=', search.serial);
  const byOrder = db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .innerJoin('rma_lines', 'rma_lines.order_line_id', 'order_lines.id')
    .select('rma_lines.rma_id as id')
    .where('orders.order_number', 'in', search.numbers);
  const rows = await byNumber.union(byEmail).union(bySerial).union(byOrder).limit(SEARCH_LIMIT).execute();
  return rows.map((row) => row.id);
}

export interface PageRequest {
  column: SortColumn;
  dir: 'asc' | 'desc';
  after: QueueCursor | null;
  /** Rows to read: the page's size plus one, to know whether another page follows. */
  limit: number;
  /** The engine, whose planner the arms keep on their sort index (filterConditions). */
  steer: DialectName;
}

/** Where one arm reads: one status (and one store, when the scope lists stores), and for the due sort, one half. */
interface Arm {
  store: string | null;
  status: string;
  /** The due sort reads the dated rows and the undated ones (always last) as two halves. */
  half: 'dated' | 'undated' | 'all';
}

/**
 * Past this many arms a page reads one arm per status, with the stores as a list (SQLite allows 500 terms in a
 * compound select; a user of many stores listed one by one would need stores × statuses × halves).
 */
const MAX_ARMS = 100;

function armsOf(where: QueueWhere, page: PageRequest): Arm[] {
  const perStore = (where.stores?.length ?? 1) * where.statuses.length * (page.column === 'due_at' ? 2 : 1);
  const stores = where.stores && perStore <= MAX_ARMS ? where.stores : [null];
  const halves: Arm['half'][] =
    page.column !== 'due_at' ? ['all'] : page.after && page.after.value === null ? ['undated'] : ['dated', 'undated'];
  return stores.flatMap((store) => where.statuses.flatMap((status) => halves.map((half) => ({ store, status, half }))));
}

/** The keyset condition of one arm: after the cursor's (value, id) in the sort's direction. */
function afterCursor(eb: Eb, page: PageRequest, half: Arm['half']): Expression<SqlBool>[] {
  const column = `rmas.${page.column}` as const;
  const cmp = page.dir === 'asc' ? '>' : '<';
  if (half === 'undated') {
    const out = [eb(column, 'is', null)];
    if (page.after?.value === null) out.push(eb('rmas.id', cmp, page.after.id));
    return out;
  }
  const out = half === 'dated' ? [eb(column, 'is not', null)] : [];
  if (page.after && page.after.value !== null) {
    out.push(eb(eb.refTuple(column, 'rmas.id'), cmp, eb.tuple(page.after.value, page.after.id)));
  }
  return out;
}

/**
 * One page of ids in sort order (docs/decisions/0017-queue-keyset-pagination.md). Each arm reads one status (and
 * store) through an index that holds its rows already in sort order, so it stops after `limit` rows; the arms'
 * rows are then merged. Without the arms, an IN over several statuses or stores would sort every matching row.
 */
export async function pageKeys(
  db: Db,
  where: QueueWhere,
  page: PageRequest,
): Promise<{ id: string; sort_value: string | null }[]> {
  const column = `rmas.${page.column}` as const;
  const arm = (a: Arm) =>
    db
      .selectFrom('rmas')
      .select(['rmas.id as id', `${column} as sort_value`])
      .where((eb) => {
        const conditions = [...filterConditions(eb, where, page.steer), ...afterCursor(eb, page, a.half)];
        conditions.push(eb('rmas.status', '=', a.status));
        if (a.store) conditions.push(eb('rmas.store', '=', a.store));
        else if (where.stores) conditions.push(eb('rmas.store', 'in', where.stores));
        return eb.and(conditions);
      })
      .orderBy(column, page.dir)
      .orderBy('rmas.id', page.dir)
      .limit(page.limit);
  const nullsLast = sql`case when sort_value is null then 1 else 0 end`;
  if (where.ids) {
    // A search's few candidates: one statement, ordered as the arms would be.
    const rows = await db
      .selectFrom(
        db
          .selectFrom('rmas')
          .select(['rmas.id as id', `${column} as sort_value`])
          .where((eb) => eb.and([allConditions(eb, where), ...keysetAnyHalf(eb, page)]))
          .as('s'),
      )
      .selectAll()
      .orderBy(nullsLast)
      .orderBy('sort_value', page.dir)
      .orderBy('id', page.dir)
      .limit(page.limit)
      .execute();
    return rows;
  }
  const arms = armsOf(where, page).map((a, i) => db.selectFrom(arm(a).as(`a${i}`)).selectAll());
  const [first, ...rest] = arms;
  if (!first) return [];
  const union = rest.reduce((all, next) => all.unionAll(next), first);
  return db
    .selectFrom(union.as('u'))
    .selectAll()
    .orderBy(nullsLast)
    .orderBy('sort_value', page.dir)
    .orderBy('id', page.dir)
    .limit(page.limit)
    .execute();
}

/** The keyset condition over both halves at once (a search's candidates are few; no index needed). */
function keysetAnyHalf(eb: Eb, page: PageRequest): Expression<SqlBool>[] {
  const after = page.after;
  if (!after) return [];
  const column = `rmas.${page.column}` as const;
  const cmp = page.dir === 'asc' ? '>' : '<';
  if (after.value === null) return [eb(column, 'is', null), eb('rmas.id', cmp, after.id)];
  return [eb.or([eb(eb.refTuple(column, 'rmas.id'), cmp, eb.tuple(after.value, after.id)), eb(column, 'is', null)])];
}
