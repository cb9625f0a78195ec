import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIn } from '../lib/messages.js';
import { issueLabel } from '../modules/labels/service.js';
import { insertTestRma } from '../modules/labels/test-support.js';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { customer, demoCustomer, refundItem, type Customer } from '../test/kit.js';
import { ChatClient, listen } from '../test/chat.js';
import { lockHolder, type LockHolder } from '../test/lock-holder.js';
import { injectAsStaff, staffSession } from '../test/staff.js';

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
  let other: LockHolder;
  /** Keeps writes to the tables the calls below write out (on SQLite, every write). */
  const hold = () =>
    other.hold('lock table sessions, return_labels, staff_sessions, contact_messages in exclusive mode');
  const release = () => other.release();
  /** The app's address for the chat's sockets, listening from the first test that asks. */
  let address: string | undefined;
  const served = async () => (address ??= await listen(ctx.app));

  beforeAll(async () => {
    ctx = await createTestContext(engine, { sqliteOnDisk: true, lockWaitMs: 300 });
    c = await customer(ctx.app, 'de', 'kunde.busy@example.com');
    country = (await c.get('/api/your-details')).body.country;
    other = await lockHolder(ctx);
  });
  afterAll(async () => {
    await other?.close();
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

  it('answers a label link a page saying to try again in a few seconds, in the browser’s language, then the label', async () => {
    // The page is in the browser's language: the RMA's cannot be read for sure while the database is busy.
    const rma = await insertTestRma(ctx.app.ctx.db, { language: 'de', store: 'fr', countryCode: 'FR' });
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

  // PostgreSQL locks one table: the RMA is made and committed, and then the session's close meets the lock.
  it.skipIf(engine !== 'postgres')(
    'a submit whose RMA was made before the session could be closed: the retry with its key closes it, with no second RMA',
    async () => {
      const alex = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', 840);
      const lines = await alex.chooseFromOrder('US1000121', 1);
      const items = lines.map((l) => refundItem(l.sourceId));
      const rmasOfAlex = async () =>
        (
          await ctx.app.ctx.db.selectFrom('rmas').select('rma_no').where('email', '=', 'alex.us@example.com').execute()
        ).map((r) => r.rma_no);
      const before = await rmasOfAlex();
      await hold();
      let first;
      try {
        first = await alex.submit(1, items, 'busy-submit-key-0001');
      } finally {
        await release();
      }
      expect(first.statusCode, JSON.stringify(first.body)).toBe(503);
      const again = await alex.submit(1, items, 'busy-submit-key-0001');
      expect(again.body.status, JSON.stringify(again.body)).toBe('success');
      const made = await rmasOfAlex();
      expect(made.filter((no) => !before.includes(no))).toEqual([again.body.rmaNo]);
      // The session was closed as by a submit that went through: back at step 1, nothing selected.
      const products = await alex.get('/api/your-products');
      expect(products.body.selected).toEqual([]);
      expect(products.body.wizard.step).toBe(1);
    },
  );

  it('lets an agent read while the session’s touch cannot be written, and says a write is busy in their language', async () => {
    const agent = await staffSession(ctx, { role: 'agent', language: 'de' });
    const signedInAt = ctx.clock.now;
    // Past the minute after which a call moves the session's expiry on: the read would write.
    ctx.clock.now = new Date(signedInAt.getTime() + 5 * 60_000);
    await hold();
    let read;
    let signOut;
    try {
      read = await injectAsStaff(ctx, agent, { method: 'GET', url: '/api/staff/me' });
      signOut = await injectAsStaff(ctx, agent, { method: 'DELETE', url: '/api/staff/session' });
    } finally {
      await release();
      ctx.clock.now = signedInAt;
    }
    expect(read.statusCode, read.body).toBe(200);
    expect(signOut.statusCode, signOut.body).toBe(503);
    expect(signOut.json()).toMatchObject({ code: 'serviceBusy', message: messageIn('de', 'serviceBusy') });
    // Still signed in: the sign-out wrote nothing.
    expect((await injectAsStaff(ctx, agent, { method: 'GET', url: '/api/staff/me' })).statusCode).toBe(200);
  });

  it('answers a chat message it cannot take with an error frame saying to send it again, then takes it', async () => {
    const base = await served();
    const sg = await customer(ctx.app, 'sg', 'chat.busy@example.com');
    const client = await ChatClient.open(`${base}/api/chat/ws?store=sg`);
    try {
      client.send({ type: 'hello', token: sg.token, after: -1 });
      await client.type('ready');
      await hold();
      try {
        client.send({ type: 'send', clientId: 'busy-1', body: 'Where is my refund?' });
        expect(await client.type('error')).toEqual({
          type: 'error',
          code: 'serviceBusy',
          message: messageIn('en', 'serviceBusy'),
          clientId: 'busy-1',
        });
      } finally {
        await release();
      }
      client.send({ type: 'send', clientId: 'busy-2', body: 'Where is my refund?' });
      expect(await client.type('ack')).toMatchObject({ clientId: 'busy-2', message: { body: 'Where is my refund?' } });
    } finally {
      client.close();
    }
  });

  // On PostgreSQL a lock can keep reads out too (ACCESS EXCLUSIVE, as a migration's); on SQLite a read never waits.
  it.skipIf(engine !== 'postgres')(
    'closes a chat greeting it cannot read as unavailable (the browser connects again), not as unauthorised',
    async () => {
      const base = await served();
      const sg = await customer(ctx.app, 'sg', 'chat.greeting@example.com');
      const client = await ChatClient.open(`${base}/api/chat/ws?store=sg`);
      await other.hold('lock table sessions in access exclusive mode');
      try {
        client.send({ type: 'hello', token: sg.token, after: -1 });
        expect((await client.whenClosed()).code).toBe(4503);
      } finally {
        await release();
        client.close();
      }
    },
  );

  it.skipIf(engine !== 'postgres')(
    'answers a CSV export it cannot read 503 before the file begins, then the file',
    async () => {
      const agent = await staffSession(ctx, { role: 'agent', language: 'fr' });
      await other.hold('lock table rmas in access exclusive mode');
      let busy;
      try {
        busy = await injectAsStaff(ctx, agent, { method: 'GET', url: '/api/staff/rmas.csv' });
      } finally {
        await release();
      }
      expect(busy.statusCode, busy.body).toBe(503);
      expect(busy.json()).toMatchObject({ code: 'serviceBusy', message: messageIn('fr', 'serviceBusy') });
      const file = await injectAsStaff(ctx, agent, { method: 'GET', url: '/api/staff/rmas.csv' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    },
  );
});
