import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { lockHolder, type LockHolder } from '../../test/lock-holder.js';
import { createRma, type CreateRmaInput } from '../rmas/create.js';
import { MAX_ATTEMPTS } from './policy.js';
import { claimDue } from './repository.js';
import { startSmtp, type TestSmtp } from './test-support.js';
import { smtpTransport, type MailSender } from './transport.js';
import { deliverDue, DEFAULT_LEASE_MS, outgoingMail } from './worker.js';

const MINUTE = 60_000;

describe.each(ENGINES)('the outbox worker over SMTP (%s)', (engine) => {
  let ctx: TestContext;
  let productId: number;
  let smtp: TestSmtp | null = null;
  /** Another process's connection, for the test of a busy database. */
  let other: LockHolder | undefined;

  beforeAll(async () => {
    // On disk, with a short lock wait: one test holds the outbox's lock from another connection.
    ctx = await createTestContext(engine, { sqliteOnDisk: true, lockWaitMs: 300 });
    productId = (await ctx.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });
  beforeEach(async () => {
    await smtp?.close();
    smtp = null;
    await ctx.database.db.deleteFrom('mail_outbox').execute();
    await ctx.database.db.deleteFrom('store_settings').execute();
  });

  const db = () => ctx.database.db;
  const at = (offsetMs = 0) => new Date(ctx.clock.now.getTime() + offsetMs);

  function rmaInput(overrides: Partial<CreateRmaInput> = {}): CreateRmaInput {
    return {
      store: 'us',
      email: 'mail.worker@example.com',
      type: RmaType.Refund,
      countryCode: 'US',
      addressId: null,
      languageReply: 'en',
      requestKey: null,
      lines: [
        {
          orderLineId: null,
          productId,
          serialNumber: '',
          invoiceNumber: 'INV-1',
          purchaseDate: '2024-01-01',
          warrantyExpiry: '2026-01-01',
          unitPrice: 10,
          reason: 'CHANGE_OF_MIND',
          faultCategory: '',
          faultCode: '',
          comments: '',
          otherComments: '',
          cosmetic: 'no',
          damageUploadId: null,
          proofUploadId: null,
        },
      ],
      now: ctx.clock.now,
      mail: ctx.app.ctx,
      ...overrides,
    };
  }

  async function newRma(overrides: Partial<CreateRmaInput> = {}) {
    const result = await createRma(db(), rmaInput(overrides));
    if (result.status !== 'success') throw new Error(result.status);
    return result;
  }

  const outbox = () => db().selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('event').execute();
  const mailEvents = (rmaId: string) =>
    db().selectFrom('rma_events').selectAll().where('rma_id', '=', rmaId).where('kind', '=', 'mail').execute();

  it('delivers the customer e-mail in the language they chose, from the store, with its stable Message-ID', async () => {
    smtp = await startSmtp();
    await db()
      .insertInto('store_settings')
      .values({
        store: 'us',
        from_email: 'returns@us.shop.example',
        team_email: 'team@us.shop.example',
        updated_at: '',
      })
      .execute();
    const rma = await newRma({ languageReply: 'jp', customerName: '山田 太郎' });
    const transport = smtpTransport(smtp.url);
    const report = await deliverDue(ctx.app.ctx, transport, { now: at() });
    transport.close?.();
    expect(report).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });

    const rows = await outbox();
    const customer = rows.find((row) => row.event === 'rma-received')!;
    const mail = smtp.accepted.find((m) => m.to.includes('mail.worker@example.com'))!;
    expect(mail.messageId).toBe(`<${customer.id}@us.shop.example>`);
    expect(mail.from).toBe('returns@us.shop.example');
    expect(mail.subject).toBe(`ご依頼 ${rma.rmaNo} を受け付けました`);
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain(`rmaNo=${rma.rmaNo}&rmaId=${rma.rmaId}&store=us`);
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    // The team's alert goes to the store's team address, in the store's language.
    const alert = smtp.accepted.find((m) => m.to.includes('team@us.shop.example'))!;
    expect(alert.subject).toBe(`New RMA ${rma.rmaNo} (United States)`);

    expect(rows.map((row) => [row.event, row.status, row.attempts])).toEqual([
      ['rma-received', 'sent', 1],
      ['staff-alert-rma', 'sent', 1],
    ]);
    expect(customer.sent_at).toBe(at().toISOString());
    const events = await mailEvents(rma.rmaId);
    expect(events.map((e) => [e.visibility, JSON.parse(e.data).delivery, JSON.parse(e.data).recipient]).sort()).toEqual(
      [
        ['customer', 'sent', 'mail.worker@example.com'],
        ['internal', 'sent', 'team@us.shop.example'],
      ],
    );
    expect(JSON.parse(events.find((e) => e.visibility === 'customer')!.data)).toMatchObject({
      event: 'rma-received',
      messageId: mail.messageId,
    });
  });

  it('retries after a 421 with backoff and delivers the same message when the server accepts', async () => {
    smtp = await startSmtp((index) => (index === 0 ? 421 : undefined));
    const rma = await newRma();
    const transport = smtpTransport(smtp.url);
    expect(await deliverDue(ctx.app.ctx, transport, { now: at() })).toMatchObject({ claimed: 1, retried: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(row!.next_attempt_at).toBe(at(MINUTE).toISOString());
    expect(row!.last_error).toMatch(/421/);
    expect(await mailEvents(rma.rmaId)).toEqual([]);

    // Not due before its backoff has passed.
    expect((await deliverDue(ctx.app.ctx, transport, { now: at(MINUTE - 1) })).claimed).toBe(0);
    expect(await deliverDue(ctx.app.ctx, transport, { now: at(MINUTE) })).toMatchObject({ claimed: 1, sent: 1 });
    transport.close?.();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.seen).toHaveLength(2);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.seen[0]!.messageId).toBe(smtp.seen[1]!.messageId);
    expect((await mailEvents(rma.rmaId)).map((e) => JSON.parse(e.data).delivery)).toEqual(['sent']);
  });

  it('marks an e-mail failed at once on a permanent refusal (550) and records it in the event log', async () => {
    smtp = await startSmtp(() => 550);
    const rma = await newRma();
    const transport = smtpTransport(smtp.url);
    expect(await deliverDue(ctx.app.ctx, transport, { now: at() })).toMatchObject({ failed: 1 });
    transport.close?.();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    const [event] = await mailEvents(rma.rmaId);
    expect(JSON.parse(event!.data)).toMatchObject({ delivery: 'failed', responseCode: 550 });
    expect((await deliverDue(ctx.app.ctx, transport, { now: at(24 * 60 * MINUTE) })).claimed).toBe(0);
  });

  it(`gives up after ${MAX_ATTEMPTS} passing failures`, async () => {
    smtp = await startSmtp(() => 451);
    await newRma();
    const transport = smtpTransport(smtp.url);
    let now = at();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDue(ctx.app.ctx, transport, { now });
      expect(report, `attempt ${attempt}`).toMatchObject(attempt < MAX_ATTEMPTS ? { retried: 1 } : { failed: 1 });
      now = new Date((await outbox())[0]!.next_attempt_at);
    }
    transport.close?.();
    expect((await outbox())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(smtp.seen).toHaveLength(MAX_ATTEMPTS);
  });

  it('retries a claim whose worker died before marking it sent, after the lease, with the same Message-ID; a sent e-mail is never sent again', async () => {
    smtp = await startSmtp();
    await newRma();
    const transport = smtpTransport(smtp.url);
    // A worker claims the e-mail, hands it to the server, and dies before it can mark it sent.
    const [claimed] = await claimDue(db(), ctx.database.dialect, {
      now: at().toISOString(),
      leaseUntil: at(DEFAULT_LEASE_MS).toISOString(),
      batch: 10,
    });
    await transport.sendMail(outgoingMail(claimed!));

    // While the lease holds, no other worker takes it.
    expect((await deliverDue(ctx.app.ctx, transport, { now: at(DEFAULT_LEASE_MS - 1) })).claimed).toBe(0);
    // After it, the e-mail is delivered again as the same message, and marked sent.
    expect(await deliverDue(ctx.app.ctx, transport, { now: at(DEFAULT_LEASE_MS) })).toMatchObject({ sent: 1 });
    expect(smtp.accepted.map((m) => m.messageId)).toEqual([
      outgoingMail(claimed!).messageId,
      outgoingMail(claimed!).messageId,
    ]);

    // Marked sent: no later run, however late, sends it again.
    for (const offset of [DEFAULT_LEASE_MS * 2, 7 * 24 * 60 * MINUTE]) {
      expect((await deliverDue(ctx.app.ctx, transport, { now: at(offset) })).claimed).toBe(0);
    }
    transport.close?.();
    expect(smtp.accepted).toHaveLength(2);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a worker whose claim was taken over records nothing over the new claim', async () => {
    smtp = await startSmtp();
    await newRma();
    const slow = await claimDue(db(), ctx.database.dialect, {
      now: at().toISOString(),
      leaseUntil: at(MINUTE).toISOString(),
      batch: 10,
    });
    expect(slow).toHaveLength(1);
    // The lease ran out; another worker delivers the e-mail.
    const transport = smtpTransport(smtp.url);
    expect(await deliverDue(ctx.app.ctx, transport, { now: at(2 * MINUTE) })).toMatchObject({ sent: 1 });
    transport.close?.();
    // The first worker's late mark (its lease) matches nothing.
    const { settleClaim } = await import('./repository.js');
    expect(await settleClaim(db(), { id: slow[0]!.id, leaseUntil: at(MINUTE).toISOString() }, { status: 'sent' })).toBe(
      false,
    );
  });

  it('sends nothing for a change that was rolled back', async () => {
    smtp = await startSmtp();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          const made = await createRma(trx, rmaInput({ email: 'rolled.back@example.com' }));
          expect(made.status).toBe('success');
          throw new Error('the change fails after the RMA and its e-mails were written');
        }),
    ).rejects.toThrow(/the change fails/);
    expect(await outbox()).toEqual([]);
    const transport = smtpTransport(smtp.url);
    expect((await deliverDue(ctx.app.ctx, transport, { now: at(MINUTE) })).claimed).toBe(0);
    transport.close?.();
    expect(smtp.seen).toEqual([]);
    expect(await db().selectFrom('rmas').select('id').where('email', '=', 'rolled.back@example.com').execute()).toEqual(
      [],
    );
  });

  it('without SMTP (the embedded default) keeps the e-mails, readable, and does not claim them again', async () => {
    const rma = await newRma();
    expect(await deliverDue(ctx.app.ctx, null, { now: at() })).toMatchObject({ claimed: 1, kept: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'kept', attempts: 1, locked_until: null, sent_at: null });
    expect(row!.html).toContain(rma.rmaNo);
    expect(row!.text).toContain(rma.rmaNo);
    expect((await deliverDue(ctx.app.ctx, null, { now: at(DEFAULT_LEASE_MS * 2) })).claimed).toBe(0);
    expect((await mailEvents(rma.rmaId)).map((e) => JSON.parse(e.data).delivery)).toEqual(['kept']);
  });

  it('concurrent workers claim disjoint e-mails: each is delivered once', async () => {
    smtp = await startSmtp();
    for (let i = 0; i < 12; i++) await newRma({ email: `parallel${i}@example.com` });
    const transports = [0, 1, 2].map(() => smtpTransport(smtp!.url));
    const reports = await Promise.all(
      transports.map((transport) => deliverDue(ctx.app.ctx, transport, { now: at(), batch: 5 })),
    );
    for (const transport of transports) transport.close?.();
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    const ids = smtp.accepted.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
  });

  // The SMTP server took an e-mail, and then the database was too busy to record it (another connection held the
  // lock the record needs past the lock wait): the worker waits the lock out, so the e-mail is neither lost nor sent
  // twice when its claim expires.
  it('records each e-mail once a lock held across its delivery is gone, and sends none twice', async () => {
    // A team address too: two e-mails, the second recorded while the lock is still held.
    await db()
      .insertInto('store_settings')
      .values({
        store: 'us',
        from_email: 'returns@us.shop.example',
        team_email: 'team@us.shop.example',
        updated_at: '',
      })
      .execute();
    await newRma();
    smtp = await startSmtp();
    const real = smtpTransport(smtp.url);
    const holder = (other ??= await lockHolder(ctx));
    let held = false;
    // The first e-mail the server takes: another connection takes the lock at once and keeps it for 1.2 s, so
    // the record of that delivery, and of the next, finds it held.
    const transport: MailSender = {
      async sendMail(mail) {
        const answer = await real.sendMail(mail);
        if (!held) {
          held = true;
          await holder.hold('lock table mail_outbox in exclusive mode');
          setTimeout(() => void holder.release(), 1_200);
        }
        return answer;
      },
    };
    const report = await deliverDue(ctx.app.ctx, transport, { now: at() });
    real.close?.();
    expect(report).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0, lost: 0 });
    expect(smtp.accepted).toHaveLength(2);
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });
});
