import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { demoCustomer, refundItem } from '../test/kit.js';
import { startSmtp, type TestSmtp } from '../modules/mail/test-support.js';

const US = 840;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(ENGINES)('e-mails of the customer side, delivered by the in-process worker (%s)', (engine) => {
  let smtp: TestSmtp;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestContext(engine, {
      env: {
        MAIL_WORKER: 'true',
        SMTP_URL: smtp.url,
        MAIL_POLL_SECONDS: '1',
        PUBLIC_BASE_URL: 'https://returns.example.com',
      },
      seed: async (database) => {
        await database.db
          .insertInto('store_settings')
          .values({
            store: 'us',
            team_email: 'team@us.example.com',
            from_email: 'returns@us.example.com',
            updated_at: '',
          })
          // The demo data has settings for every store: these replace the us ones.
          .onConflict((oc) =>
            oc.column('store').doUpdateSet({ team_email: 'team@us.example.com', from_email: 'returns@us.example.com' }),
          )
          .execute();
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const outbox = (where: { rma?: string; contact?: number }) =>
    ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .$if(where.rma !== undefined, (q) => q.where('rma_id', '=', where.rma!))
      .$if(where.contact !== undefined, (q) => q.where('contact_message_id', '=', where.contact!))
      .orderBy('event')
      .execute();

  it('a refund submit mails the customer in their reply language and alerts the team', async () => {
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US, {
      firstName: 'Alex',
      lastName: 'Martin',
      languageReply: 'fr',
    });
    const lines = await c.chooseFromOrder('US1000121', 1);
    const made = await c.submit(
      1,
      lines.map((l) => refundItem(l.sourceId)),
    );
    expect(made.body.status, JSON.stringify(made.body)).toBe('success');
    const { rmaNo, rmaId } = made.body as { rmaNo: string; rmaId: string };

    const rows = await until(
      () => outbox({ rma: rmaId }),
      (r) => r.length === 2 && r.every((row) => row.status === 'sent'),
    );
    expect(rows.map((row) => [row.event, row.recipient, row.language, row.status])).toEqual([
      ['rma-received', 'alex.us@example.com', 'fr', 'sent'],
      ['staff-alert-rma', 'team@us.example.com', 'en', 'sent'],
    ]);
    const mail = smtp.accepted.find((m) => m.messageId === `<${rows[0]!.id}@us.example.com>`)!;
    expect(mail.subject).toBe(`Nous avons bien reçu votre demande ${rmaNo}`);
    expect(mail.text).toContain('Bonjour Alex Martin,');
    expect(mail.text).toContain(`https://returns.example.com/rma/confirmation?rmaNo=${rmaNo}&rmaId=${rmaId}&store=us`);
    const events = await ctx.database.db
      .selectFrom('rma_events')
      .select(['kind', 'actor', 'body'])
      .where('rma_id', '=', rmaId)
      .execute();
    expect(events).toContainEqual({ kind: 'mail', actor: 'system', body: mail.subject });
  });

  it("a contact-us message mails the acknowledgement, with the store's answer time, and alerts the team", async () => {
    const c = await demoCustomer(ctx.app, 'us', 'casey.mail@example.com', US, {
      firstName: 'Casey',
      lastName: 'Lee',
      languageReply: 'de',
    });
    const res = await c.post('/api/your-request/contact-us', { message: 'Where is my <refund>?' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const contact = await ctx.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'casey.mail@example.com')
      .executeTakeFirstOrThrow();
    expect(contact.language).toBe('de');
    const rows = await until(
      () => outbox({ contact: contact.id }),
      (r) => r.length === 2 && r.every((row) => row.status === 'sent'),
    );
    expect(rows.map((row) => [row.event, row.recipient, row.status])).toEqual([
      ['contact-acknowledged', 'casey.mail@example.com', 'sent'],
      ['staff-alert-contact', 'team@us.example.com', 'sent'],
    ]);
    const ack = smtp.accepted.find((m) => m.messageId === `<${rows[0]!.id}@us.example.com>`)!;
    expect(ack.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(ack.text).toContain('innerhalb von 2 Werktagen');
    expect(ack.html).toContain('Where is my &lt;refund&gt;?');
  });

  it('a refused contact-us message writes neither the message nor an e-mail', async () => {
    const before = await outbox({});
    const c = await demoCustomer(ctx.app, 'us', 'refused.mail@example.com', US);
    const res = await c.post('/api/your-request/contact-us', { message: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(await outbox({})).toHaveLength(before.length);
  });
});

describe('the worker without SMTP_URL (the embedded default)', () => {
  let ctx: TestContext;
  afterEach(async () => {
    await ctx?.close();
  });

  it('keeps the e-mails in the database for the console, once each', async () => {
    ctx = await createTestContext('sqlite', { env: { MAIL_WORKER: 'true', MAIL_POLL_SECONDS: '1' } });
    const c = await demoCustomer(ctx.app, 'us', 'kept.mail@example.com', US);
    expect((await c.post('/api/your-request/contact-us', { message: 'Hello' })).statusCode).toBe(200);
    const rows = await until(
      () => ctx.database.db.selectFrom('mail_outbox').selectAll().execute(),
      (r) => r.length > 0 && r.every((row) => row.status === 'kept'),
    );
    // The customer's acknowledgement, and the alert to the demo store's team address.
    expect(rows.map((row) => row.recipient).sort()).toEqual(['kept.mail@example.com', expect.stringContaining('@')]);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['kept', 1]));
    expect(rows.map((row) => row.event)).toContain('contact-acknowledged');
    // Later looks find nothing to do: a kept e-mail is not claimed again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const attempts = await ctx.database.db.selectFrom('mail_outbox').select('attempts').execute();
    expect(attempts.map((row) => row.attempts)).toEqual(rows.map(() => 1));
  });

  it('is off when MAIL_WORKER is false', async () => {
    ctx = await createTestContext('sqlite', { env: { MAIL_POLL_SECONDS: '1' } });
    const c = await demoCustomer(ctx.app, 'us', 'off.mail@example.com', US);
    expect((await c.post('/api/your-request/contact-us', { message: 'Hello' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const rows = await ctx.database.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(rows.map(() => ({ status: 'pending', attempts: 0 })));
  });
});
