import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { TurnPipeline } from './pg-pipeline.js';
import { withNamedStatements } from './pg-statements.js';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('statements outside transactions share a pipelined connection (pg-pipeline.ts)', () => {
  const opened: Kysely<unknown>[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
  });

  /** Kysely as the portal opens it on PostgreSQL, with the pipeline; counts the pipeline's writes to its socket. */
  function database() {
    const pool = new pg.Pool({ connectionString: baseUrl, max: 4 });
    const lost: Error[] = [];
    const writes = { count: 0 };
    const pipeline = new TurnPipeline(
      () => new pg.Client({ connectionString: baseUrl, pipeline: true } as pg.ClientConfig),
      async (client) => {
        const stream = (
          client as unknown as { connection: { stream: Record<string, (...args: unknown[]) => unknown> } }
        ).connection.stream;
        for (const method of ['_write', '_writev'] as const) {
          const original = stream[method]!;
          stream[method] = function (this: unknown, ...args: unknown[]) {
            writes.count++;
            return original.apply(this, args);
          };
        }
      },
      (error) => lost.push(error),
    );
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool, undefined, pipeline) }),
    });
    opened.push(db);
    return { db, lost, writes };
  }
  const backend = async (db: Kysely<unknown>, n: number) =>
    (await sql<{ pid: number; n: number }>`select pg_backend_pid() as pid, ${n}::int as n`.execute(db)).rows[0]!;

  it('sends the statements of one turn in one write, on one connection, and answers each its own', async () => {
    const { db, writes } = database();
    await backend(db, 0);
    writes.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => backend(db, n)));
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(1);
    expect(writes.count).toBe(1);
  });

  it('fails a statement alone: those sent before and after it in the same turn are answered', async () => {
    const { db } = database();
    const [before, failed, after] = await Promise.allSettled([
      sql<{ a: number }>`select ${1}::int as a`.execute(db),
      sql`select 1 / ${0}::int`.execute(db),
      sql<{ b: number }>`select ${2}::int as b`.execute(db),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ a: 1 }] } });
    expect(failed).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/division by zero/) },
    });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ b: 2 }] } });
  });

  it('gives a transaction a connection of its own, whose writes the pipeline sees only once committed', async () => {
    const { db } = database();
    const table = `pipeline_t_${process.pid}_${Date.now()}`;
    await sql`create table ${sql.table(table)} (n int)`.execute(db);
    try {
      const shared = await backend(db, 0);
      await db.transaction().execute(async (trx) => {
        const own = await backend(trx, 1);
        expect(own.pid).not.toBe(shared.pid);
        await sql`insert into ${sql.table(table)} values (${5})`.execute(trx);
        const outside = await sql<{
          c: number;
        }>`select count(*)::int as c from ${sql.table(table)} where n = ${5}`.execute(db);
        expect(outside.rows).toEqual([{ c: 0 }]);
      });
      const committed = await sql<{
        c: number;
      }>`select count(*)::int as c from ${sql.table(table)} where n = ${5}`.execute(db);
      expect(committed.rows).toEqual([{ c: 1 }]);
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(db);
    }
  });

  it('sends statements to the pool while a slow one holds the pipeline up', async () => {
    const { db } = database();
    const shared = await backend(db, 0);
    const slow = sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(${0.5}::float8) as slept`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const started = performance.now();
    const aside = await backend(db, 1);
    expect(performance.now() - started).toBeLessThan(400);
    expect(aside.pid).not.toBe(shared.pid);
    expect((await slow).rows[0]!.pid).toBe(shared.pid);
    // Once the slow statement is answered, statements join the pipeline again.
    expect((await backend(db, 2)).pid).toBe(shared.pid);
  });

  it('sends a statement whose answers were slow twice in a row through the pool, ahead of the pipeline', async () => {
    const { db } = database();
    const shared = await backend(db, 0);
    const report = () =>
      sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(${0.06}::float8) as slept`.execute(db);
    // Twice on the pipeline, each answer slower than PIPELINE_STALL_MS.
    expect((await report()).rows[0]!.pid).toBe(shared.pid);
    expect((await report()).rows[0]!.pid).toBe(shared.pid);
    // Now the report takes a pool connection, and a statement sent right behind it is not held up by it.
    const order: string[] = [];
    const third = report().then((r) => (order.push('report'), r));
    const quick = backend(db, 1).then((r) => (order.push('quick'), r));
    const [slow, fast] = await Promise.all([third, quick]);
    expect(order).toEqual(['quick', 'report']);
    expect(slow.rows[0]!.pid).not.toBe(shared.pid);
    expect(fast.pid).toBe(shared.pid);
  });

  it('keeps a statement on the pipeline when one answer only was late, as when the event loop was held', async () => {
    const { db } = database();
    const shared = await backend(db, 0);
    const pending = backend(db, 1);
    // Sent (the socket is uncorked at the turn's end), and its answer not yet read.
    await new Promise((resolve) => setImmediate(resolve));
    const until = performance.now() + 60;
    while (performance.now() < until); // the event loop held longer than PIPELINE_STALL_MS, as by a long GC
    expect((await pending).pid).toBe(shared.pid);
    expect((await backend(db, 2)).pid).toBe(shared.pid);
  });

  it('fails a statement while the server cannot be reached, and connects at the next once it can', async () => {
    let url = 'postgres://nobody@127.0.0.1:1/none';
    const lost: Error[] = [];
    const pipeline = new TurnPipeline(
      () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 }),
      async () => undefined,
      (error) => lost.push(error),
    );
    await expect(pipeline.query({ text: 'select $1::int as n', values: [1] })).rejects.toThrow();
    url = baseUrl!;
    expect((await pipeline.query<{ n: number }>({ text: 'select $1::int as n', values: [2] })).rows).toEqual([
      { n: 2 },
    ]);
    await pipeline.end();
  });

  it('opens another connection after the server ends its connection', async () => {
    const { db, lost } = database();
    const first = await backend(db, 1);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [first.pid]);
    } finally {
      await admin.end();
    }
    // The statement that meets the closed connection fails; the next opens another.
    await backend(db, 2).catch(() => undefined);
    await expect.poll(async () => (await backend(db, 3)).pid, { timeout: 5000 }).not.toBe(first.pid);
    expect(lost.length).toBeGreaterThanOrEqual(1);
  });
});
