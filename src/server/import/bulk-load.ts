import { sql, type Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { SLICE, type CountSection, type Counts } from './counts.js';

/**
 * A large load written without the tables' secondary indexes, which are made again once its rows are in
 * (decision 0059). Keeping the ten secondary indexes of `rmas` (the staff queues' among them) up to date row by row took most of an import of
 * RMAs into SQLite; building each again from the loaded table takes a fraction of it.
 *
 * Only on SQLite, and only for a table the load at least doubles, by `SLICE` rows or more:
 * - the drop and the new indexes are part of the import's one transaction, so a failed import leaves the
 *   indexes as they were, and the portal's readers see the old schema, indexes included, until it commits;
 * - PostgreSQL's DROP INDEX would lock the portal's readers out of the table until the import commits, so
 *   its indexes stay;
 * - a load smaller than the table costs less kept up row by row than a rebuild of every index, and a
 *   schema change makes every other connection prepare its statements again.
 *
 * Unique indexes stay: they are the keys the write upserts on and looks rows up by. The write inside must not
 * read by any other index (the members' orders are claimed by e-mail after their indexes are back).
 */

/** The tables a bulk load may write, and the count of the import that gives their new rows. */
const ROWS_OF: Partial<Record<keyof Database, CountSection>> = {
  orders: 'orders',
  order_lines: 'orders.items',
  rmas: 'rmas',
  rma_lines: 'rmas.lines',
  rma_history: 'rmas.history',
};
export type BulkTable = 'orders' | 'order_lines' | 'rmas' | 'rma_lines' | 'rma_history';

/** Runs a section's write, with the secondary indexes of those of its tables it loads in bulk set aside. */
export type BulkLoad = <T>(tables: readonly BulkTable[], write: () => Promise<T>) => Promise<T>;

interface IndexRow {
  name: string;
  sql: string;
}

/** Whether a load of `inserts` new rows into a table of `stored` rows is written without its indexes. */
export function loadsInBulk(inserts: number, stored: number): boolean {
  return inserts >= SLICE && inserts >= stored;
}

export function bulkLoad(trx: Kysely<Database>, dialect: DialectName, counts: Counts): BulkLoad {
  // Outside a transaction, a failed write would leave the tables without their indexes.
  if (!trx.isTransaction) throw new Error('bulkLoad: only inside the import’s transaction');
  return async (tables, write) => {
    if (dialect !== 'sqlite') return write();
    const aside: IndexRow[] = [];
    for (const table of tables) {
      const inserts = counts[ROWS_OF[table]!].inserted;
      // Not even into an empty table: no need to count its rows.
      if (!loadsInBulk(inserts, 0)) continue;
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(trx);
      if (!loadsInBulk(inserts, rows[0]!.n)) continue;
      aside.push(...(await secondaryIndexes(trx, table)));
    }
    for (const index of aside) await sql`drop index ${sql.id(index.name)}`.execute(trx);
    const result = await write();
    for (const index of aside) await sql.raw(index.sql).execute(trx);
    return result;
  };
}

/**
 * A table's indexes that only speed reads up, as SQLite keeps their definitions: made by CREATE INDEX (the
 * keys' own indexes have no SQL) and not unique.
 */
export async function secondaryIndexes(db: Kysely<Database>, table: string): Promise<IndexRow[]> {
  const { rows } = await sql<IndexRow>`
    select name, sql from sqlite_master
    where type = 'index' and tbl_name = ${table} and sql is not null and sql not like 'create unique%'
    order by name`.execute(db);
  return rows;
}
