import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteHandle, SqliteHandleStatement } from './sqlite-driver.js';

/** Prepared statements kept per connection: the portal's queries are a few hundred distinct SQL texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely's dialect sees it, keeping prepared statements by their SQL text. Kysely's
 * SQLite driver prepares every query anew, and preparing (parsing and planning the SQL) cost more than running
 * the query itself on the portal's hot calls. better-sqlite3 runs a statement to its end synchronously, so one
 * prepared statement is never used by two queries at once; a streamed query (iterate) keeps its statement busy
 * while it is read, so it gets a statement of its own. The least recently used statement goes when the cache is
 * full; SQLite prepares a kept statement again by itself after a schema change.
 */
export function withStatementCache(db: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteHandle {
  const cache = new Map<string, SqliteHandleStatement>();
  const wrapped = (sql: string): SqliteHandleStatement => {
    const statement = db.prepare(sql);
    return {
      reader: statement.reader,
      readonly: statement.readonly,
      // The parameters go as one array, as Kysely's own driver passes them.
      all: (parameters) => statement.all(parameters),
      run: (parameters) => statement.run(parameters),
      iterate: (parameters) => db.prepare(sql).iterate(parameters) as IterableIterator<unknown>,
    };
  };
  return {
    get inTransaction() {
      return db.inTransaction;
    },
    close: () => db.close(),
    prepare(sql: string): SqliteHandleStatement {
      const kept = cache.get(sql);
      if (kept) {
        cache.delete(sql);
        cache.set(sql, kept);
        return kept;
      }
      const statement = wrapped(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
