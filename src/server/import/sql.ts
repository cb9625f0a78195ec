import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The few query shapes the import uses on every table, the same SQL on SQLite and PostgreSQL. */

const IN_CHUNK = 500;
// SQLite allows 32766 bound parameters per statement and PostgreSQL 65535; stay well below both.
const MAX_PARAMS = 30_000;
const MAX_ROWS = 500;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Defined values only: the keys of records that failed the schema are looked up as far as they could be read. */
export function defined<T>(values: Iterable<T | undefined>): T[] {
  const out: T[] = [];
  for (const v of values) if (v !== undefined) out.push(v);
  return out;
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Rows whose key is among the given ones, a few chunked `IN (…)` queries rather than one per key. */
export async function selectIn<K, R>(keys: Iterable<K>, run: (chunk: K[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const rows: R[] = [];
  for (const part of chunk(unique, IN_CHUNK)) rows.push(...(await run(part)));
  return rows;
}

/** A fresh database is the common case for big imports: an empty table spares thousands of lookups. */
export async function isEmpty(db: Kysely<Database>, table: keyof Database): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/**
 * Multi-row INSERT … ON CONFLICT (key) DO UPDATE.
 * Table and column names are data here, so this goes through an untyped view of the database;
 * the rows themselves were typed where the plan built them.
 */
export async function upsert(
  trx: Kysely<Database>,
  table: keyof Database,
  rows: readonly Record<string, unknown>[],
  conflict: readonly string[],
  returning: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const anyDb = trx as unknown as Kysely<any>;
  const columns = Object.keys(rows[0]!);
  const updates = columns.filter((c) => !conflict.includes(c));
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns.length)));
  const out: Record<string, unknown>[] = [];
  for (const part of chunk(rows, size)) {
    const query = anyDb
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        updates.length
          ? oc
              .columns(conflict as string[])
              .doUpdateSet(Object.fromEntries(updates.map((c) => [c, sql.ref(`excluded.${c}`)])))
          : oc.columns(conflict as string[]).doNothing(),
      );
    if (returning.length)
      out.push(...((await query.returning(returning as string[]).execute()) as Record<string, unknown>[]));
    else await query.execute();
  }
  return out;
}

/**
 * Deletes each row matched on all of its columns (link rows such as a product's stores), one statement per row.
 * Like `upsert`, table and column names are data here; the rows were typed where the plan built them.
 */
export async function deleteRows(
  trx: Kysely<Database>,
  table: keyof Database,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const anyDb = trx as unknown as Kysely<any>;
  for (const row of rows) {
    let query = anyDb.deleteFrom(table);
    for (const [column, value] of Object.entries(row)) query = query.where(column, '=', value);
    await query.execute();
  }
}

/**
 * An id the write may need for a row it did not insert itself: from the ids already known (preloaded,
 * or returned by an upsert), else looked up once and remembered.
 */
export function idResolver<K, V>(known: Map<K, V>, lookup: (key: K) => Promise<V>): (key: K) => Promise<V> {
  return async (key) => {
    const id = known.get(key);
    if (id !== undefined) return id;
    const found = await lookup(key);
    known.set(key, found);
    return found;
  };
}
