import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pg-statements.js';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('named prepared statements on PostgreSQL (src/server/db/pg-statements.ts)', () => {
  const opened: Kysely<unknown>[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
  });

  /** Kysely on a pool of one connection, so that every query, and the look at what it prepared, share a session. */
  function database(limit?: number) {
    const pool = new pg.Pool({ connectionString: baseUrl, max: 1 });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, limit) }) });
    opened.push(db);
    return db;
  }
  const prepared = async (db: Kysely<unknown>) =>
    (
      await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements order by name`.execute(db)
    ).rows;

  it('prepares a query with parameters once on its connection, and runs it again by name', async () => {
    const db = database();
    for (const n of [1, 2, 3]) {
      const { rows } = await sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(db);
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
    const statements = await prepared(db);
    expect(statements.map((s) => s.statement)).toEqual(['select $1::int * 2 as doubled']);
    expect(statements[0]!.name).toMatch(/^kysely_\d+$/);
  });

  it('leaves a query without parameters unnamed', async () => {
    const db = database();
    await sql`select 1 as one`.execute(db);
    expect(await prepared(db)).toEqual([]);
  });

  it('names no more texts than its limit, and still runs the others', async () => {
    const db = database(1);
    expect((await sql<{ a: number }>`select ${5}::int as a`.execute(db)).rows).toEqual([{ a: 5 }]);
    expect((await sql<{ b: number }>`select ${6}::int as b`.execute(db)).rows).toEqual([{ b: 6 }]);
    expect((await prepared(db)).map((s) => s.statement)).toEqual(['select $1::int as a']);
  });

  it('reports a statement the server refuses, each time, and keeps the connection usable', async () => {
    const db = database();
    const broken = () => sql`select ${1}::int from no_such_table_here`.execute(db);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    // Not "prepared statement already exists": a statement that failed to prepare was not recorded.
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    expect((await sql<{ c: number }>`select ${7}::int as c`.execute(db)).rows).toEqual([{ c: 7 }]);
  });

  it('runs named statements inside a transaction, and after it rolls back', async () => {
    const db = database();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select ${1}::int as d`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await sql<{ d: number }>`select ${2}::int as d`.execute(db)).rows).toEqual([{ d: 2 }]);
  });
});
