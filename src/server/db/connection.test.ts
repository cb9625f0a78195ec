import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBusy } from './busy.js';
import { migrateToLatest, openDatabase } from './connection.js';

const baseUrl = process.env.TEST_DATABASE_URL;

describe('the SQLite connection (src/server/db/connection.ts)', () => {
  it('keeps temporary b-trees in memory, and enforces foreign keys', async () => {
    const handle = await openDatabase({});
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db)).rows[0]!)[0];
      // 2 = MEMORY (docs/decisions/0044-sqlite-temp-store-memory.md)
      expect(await pragma('temp_store')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!baseUrl)('the PostgreSQL pool (src/server/db/connection.ts)', () => {
  it('outlives an idle connection the server closes, and opens another for the next query', async () => {
    const lost: Error[] = [];
    const handle = await openDatabase({ databaseUrl: baseUrl, onConnectionLost: (error) => lost.push(error) });
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const pidOf = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
      const idle = await pidOf();
      // As a restart or a failover does: the server ends the pool's idle connection.
      await admin.query('select pg_terminate_backend($1)', [idle]);
      await expect.poll(() => lost.length).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      // The process is still here (an unhandled 'error' event would have ended it) and the pool works.
      expect(await pidOf()).not.toBe(idle);
    } finally {
      await admin.end();
      await handle.close();
    }
  });

  it('cancels a statement past the serving limit, and a lock wait past the lock wait, each as busy', async () => {
    const handle = await openDatabase({ databaseUrl: baseUrl, statementLimitMs: 2_000, lockWaitMs: 200 });
    const other = new pg.Client({ connectionString: baseUrl });
    await other.connect();
    try {
      const long = await sql`select pg_sleep(5)`.execute(handle.db).catch((e: unknown) => e);
      expect((long as { code?: string }).code).toBe('57014');
      expect(databaseBusy(long)).toBe(true);
      // Another connection holds a lock the next statement needs: it gives up after the wait, not never.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(61061)');
      const started = performance.now();
      const waited = await sql`select pg_advisory_xact_lock(61061)`.execute(handle.db).catch((e: unknown) => e);
      expect((waited as { code?: string }).code).toBe('55P03');
      expect(performance.now() - started).toBeLessThan(1_800);
      expect(databaseBusy(waited)).toBe(true);
      await other.query('rollback');
      // The pool's connections work on.
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]!.one).toBe(1);
    } finally {
      await other.end();
      await handle.close();
    }
  });
});

describe.skipIf(!baseUrl)('the migrations on PostgreSQL (src/server/db/pg-introspector.ts)', () => {
  it('read the tables of their own schema only, so another schema altered meanwhile cannot fail them', async () => {
    const suffix = `${process.pid}_${Date.now()}`;
    const [own, other] = [`t_intro_own_${suffix}`, `t_intro_other_${suffix}`];
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const handle = await openDatabase({ databaseUrl: baseUrl, pgSchema: own });
    try {
      await admin.query(`create schema ${other}; create table ${other}.job_common (id int, blocking boolean)`);
      await migrateToLatest(handle);
      const tables = await handle.db.introspection.getTables();
      expect(tables.length).toBeGreaterThan(10);
      expect(tables.every((table) => table.schema === own)).toBe(true);
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
      // The other schema changes between two runs; the second finds its own schema up to date and still succeeds.
      await admin.query(`alter table ${other}.job_common drop column blocking`);
      await migrateToLatest(handle);
    } finally {
      await handle.close();
      await admin.query(`drop schema if exists ${own} cascade; drop schema if exists ${other} cascade`);
      await admin.end();
    }
  });
});
