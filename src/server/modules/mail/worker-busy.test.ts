import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { createRma } from '../rmas/create.js';
import { startSmtp } from './test-support.js';
import { smtpTransport, type MailSender } from './transport.js';
import { deliverDue } from './worker.js';

/**
 * The SMTP server took an e-mail, and then the database was too busy to record it (another connection held the
 * lock the record needs past the lock wait): the worker waits the lock out and records the delivery, so the
 * e-mail is neither lost nor sent twice when its claim expires.
 */
describe.each(ENGINES)('the outbox worker and a busy database (%s)', { timeout: 60_000 }, (engine) => {
  let ctx: TestContext;
  let hold: () => Promise<void>;
  let release: () => Promise<void>;
  let closeOther: () => Promise<void>;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { sqliteOnDisk: true, lockWaitMs: 300 });
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
      hold = async () => {
        await other.query('begin');
        await other.query('lock table mail_outbox in exclusive mode');
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

  it('records each e-mail once the lock is gone, and sends none twice', async () => {
    const db = ctx.database.db;
    const productId = (await db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    const made = await createRma(db, {
      store: 'us',
      email: 'busy.mail@example.com',
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
    });
    expect(made.status).toBe('success');
    const smtp = await startSmtp();
    const real = smtpTransport(smtp.url);
    let held = false;
    // The first e-mail the server takes: another connection takes the lock at once and keeps it for 1.2 s, so
    // the record of that delivery, and of the next, finds it held.
    const transport: MailSender = {
      async sendMail(mail) {
        const answer = await real.sendMail(mail);
        if (!held) {
          held = true;
          await hold();
          setTimeout(() => void release(), 1_200);
        }
        return answer;
      },
    };
    try {
      const report = await deliverDue(ctx.app.ctx, transport, { now: ctx.clock.now });
      expect(report).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0, lost: 0 });
    } finally {
      real.close?.();
      await smtp.close();
    }
    expect(smtp.accepted).toHaveLength(2);
    const rows = await db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });
});
