/**
 * E-mails per second the outbox worker delivers (docs/benchmark.md): BENCH_MAIL e-mails (default 2,000) written
 * to the outbox of a fresh database, then `deliverDue` run until the outbox is empty, over a pooled SMTP
 * transport to an SMTP server on loopback that accepts everything. SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { migrateToLatest, openDatabase } from '../../src/server/db/connection.js';
import { writeMails, type AnyMailInput, type MailCtx } from '../../src/server/modules/mail/outbox.js';
import { storeMailSettings } from '../../src/server/modules/mail/repository.js';
import type { MailSender } from '../../src/server/modules/mail/transport.js';
import { deliverDue } from '../../src/server/modules/mail/worker.js';
import { freshDatabase } from './database.js';

const COUNT = Number(process.env.BENCH_MAIL ?? 2000);
const LANGUAGES = ['en', 'jp', 'fr', 'de', 'es', 'it', 'pl', 'tw'];

function acceptingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as { port: number }).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** What nodemailer and the test server manage without the outbox: the ceiling the worker is measured against. */
async function transportCeiling(
  transport: MailSender,
  sample: { html: string; text: string },
): Promise<{ count: number; ms: number }> {
  const count = Math.min(COUNT, 500);
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    for (; next < count; next++) {
      await transport.sendMail({
        messageId: `<ceiling${next}@example.com>`,
        from: 'returns@example.com',
        to: 'ceiling@example.com',
        subject: 'Ceiling',
        html: sample.html,
        text: sample.text,
        date: new Date(),
        headers: {},
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return { count, ms: performance.now() - started };
}

export async function benchMail(): Promise<void> {
  const fresh = await freshDatabase('mail');
  const database = await openDatabase({
    databaseUrl: fresh.env.DATABASE_URL,
    sqliteFile: path.join(fresh.env.DATA_DIR!, 'portal.sqlite'),
  });
  const smtp = await acceptingServer();
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    pool: true,
    maxConnections: 8,
    maxMessages: Infinity,
  }) as unknown as MailSender;
  try {
    await migrateToLatest(database);
    const mail: MailCtx = {
      config: { publicBaseUrl: 'https://returns.example.com', mailFrom: 'returns@example.com' },
      now: () => new Date(),
    };
    const settings = await storeMailSettings(database.db, 'us');
    const started = performance.now();
    for (let from = 0; from < COUNT; from += 100) {
      const inputs: AnyMailInput[] = Array.from({ length: Math.min(100, COUNT - from) }, (_, i) => ({
        store: 'us',
        event: 'contact-acknowledged',
        to: `bench${from + i}@example.com`,
        language: LANGUAGES[(from + i) % LANGUAGES.length]!,
        data: { name: 'Alex Bench', message: 'Where is my refund?', days: 2 },
      }));
      await database.db.transaction().execute((trx) => writeMails(trx, mail, settings, inputs));
    }
    const written = performance.now();
    const ctx = { db: database.db, dialect: database.dialect, now: () => new Date() };
    let sent = 0;
    for (;;) {
      const report = await deliverDue(ctx, transport, { batch: 200, concurrency: 8 });
      sent += report.sent;
      if (report.claimed === 0) break;
    }
    const delivered = performance.now();
    const sample = await database.db.selectFrom('mail_outbox').select(['html', 'text']).executeTakeFirstOrThrow();
    const ceiling = await transportCeiling(transport, sample);
    const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en');
    console.log(`\nE-mail on ${fresh.engine}: ${COUNT} e-mails, 8 SMTP connections to a loopback server`);
    console.log(`  rendered and written to the outbox  ${rate(COUNT, written - started)} e-mails/s`);
    console.log(`  delivered by the worker             ${rate(sent, delivered - written)} e-mails/s (${sent} sent)`);
    console.log(
      `  the transport alone, same server    ${rate(ceiling.count, ceiling.ms)} e-mails/s (the same e-mail, no database)`,
    );
  } finally {
    transport.close?.();
    await smtp.close();
    await database.close();
    await fresh.drop();
  }
}
