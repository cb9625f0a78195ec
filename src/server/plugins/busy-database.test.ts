import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIn } from '../lib/messages.js';
import { issueLabel } from '../modules/labels/service.js';
import { insertTestRma } from '../modules/labels/test-support.js';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { customer, type Customer } from '../test/kit.js';

/**
 * A database too busy to serve a call (another connection holding the lock the call needs past the lock wait):
 * the call answers 503 with Retry-After and the busy message in the customer's language, writes nothing, and
 * succeeds when made again once the lock is gone (db/busy.ts, plugins/errors.ts).
 */
describe.each(ENGINES)('a busy database (%s)', { timeout: 60_000 }, (engine) => {
  let ctx: TestContext;
  let c: Customer;
  let country: number;
  /** Another process's connection (the import command, a backup, a long staff export). */
  let hold: () => Promise<void>;
  let release: () => Promise<void>;
  let closeOther: () => Promise<void>;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { sqliteOnDisk: true, lockWaitMs: 300 });
    c = await customer(ctx.app, 'de', 'kunde.busy@example.com');
    country = (await c.get('/api/your-details')).body.country;
    if (engine === 'sqlite') {
      const other = new SQLite(ctx.sqliteFile!);
      hold = async () => {
        other.exec('begin immediate');
      };
      release = async () => {
        other.exec('rollback');
      };
      closeOther = async () => {
        other.close();
      };
    } else {
      const other = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${ctx.database.pgSchema}`,
      });
      await other.connect();
      // Blocks every write to the table, as a bulk import's lock does; reads go on.
      hold = async () => {
        await other.query('begin');
        await other.query('lock table sessions, return_labels in exclusive mode');
      };
      release = async () => {
        await other.query('rollback');
      };
      closeOther = () => other.end();
    }
  });
  afterAll(async () => {
    await closeOther?.();
    await ctx?.close();
  });

  const rename = (firstName: string) =>
    c.post('/api/your-details', {
      firstName,
      lastName: 'Tester',
      email: 'kunde.busy@example.com',
      country,
      pid: '',
      languageReply: 'de',
    });

  it('answers a write 503 with Retry-After in the store’s language, keeps the data, and takes it again later', async () => {
    await hold();
    try {
      const started = performance.now();
      const refused = await rename('Nicht');
      expect(refused.statusCode, JSON.stringify(refused.body)).toBe(503);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toEqual({
        status: 'error',
        code: 'serviceBusy',
        message: messageIn('de', 'serviceBusy'),
      });
      expect(refused.body.message).toMatch(/Sekunden/);
      // Reads are still answered while the write lock is held.
      const meanwhile = await c.get('/api/your-details');
      expect(meanwhile.statusCode).toBe(200);
      expect(meanwhile.body.firstName).toBe('Alex');
    } finally {
      await release();
    }
    const again = await rename('Erneut');
    expect(again.statusCode, JSON.stringify(again.body)).toBe(200);
    expect((await c.get('/api/your-details')).body.firstName).toBe('Erneut');
  });

  it('answers a label link a page saying to try again in a few seconds, in the RMA’s language, then the label', async () => {
    const rma = await insertTestRma(ctx.app.ctx.db, { language: 'fr', store: 'fr', countryCode: 'FR' });
    const label = await ctx.app.ctx.db.transaction().execute((trx) => issueLabel(trx, ctx.app.ctx, rma, 'system'));
    await hold();
    let busy;
    try {
      // The first opening records when the label was first opened: a write.
      busy = await ctx.app.inject({ method: 'GET', url: label.link, headers: { 'accept-language': 'fr' } });
    } finally {
      await release();
    }
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(busy.body).toContain(messageIn('fr', 'serviceBusy'));
    const opened = await ctx.app.inject({ method: 'GET', url: label.link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
  });
});
