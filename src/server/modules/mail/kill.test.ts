import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPgSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/connection.js';
import { ENGINES } from '../../test/context.js';
import { enqueueMail } from './outbox.js';
import { startSmtp } from './test-support.js';
import { smtpTransport } from './transport.js';
import { deliverDue, DEFAULT_LEASE_MS } from './worker.js';

const NOW = new Date('2025-06-02T09:00:00.000Z');
const CHILD = path.resolve('src/server/test/mail-worker-child.ts');

describe.each(ENGINES)('a worker process killed mid-delivery (%s)', (engine) => {
  let database: DatabaseHandle;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-mail-kill-'));
  const sqliteFile = path.join(dir, 'portal.sqlite');
  const pgSchema = `t_mail_kill_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
  const databaseUrl = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl, sqliteFile, pgSchema });
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.close();
    if (databaseUrl) await dropPgSchema(databaseUrl, pgSchema);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is delivered once after its lease ran out, by the next worker, with the same Message-ID', async () => {
    const mail = {
      config: { publicBaseUrl: 'https://returns.example.com', mailFrom: 'returns@example.com' },
      now: () => NOW,
    };
    const id = await database.db.transaction().execute((trx) =>
      enqueueMail(trx, mail, {
        store: 'de',
        event: 'contact-acknowledged',
        to: 'kill.test@example.com',
        language: 'de',
        data: { message: 'Hallo', days: 2 },
      }),
    );
    // The server reads the first delivery's data and never answers it; the worker is killed while it waits.
    let hung: () => void = () => {};
    const reachedServer = new Promise<void>((resolve) => (hung = resolve));
    const smtp = await startSmtp((index) => {
      if (index > 0) return undefined;
      hung();
      return 'hang';
    });
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        CHILD,
        JSON.stringify({ databaseUrl, sqliteFile, pgSchema, smtpUrl: smtp.url, now: NOW.toISOString() }),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await reachedServer;
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const claimed = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(claimed.locked_until).toBe(new Date(NOW.getTime() + DEFAULT_LEASE_MS).toISOString());

    const transport = smtpTransport(smtp.url);
    const ctx = { db: database.db, dialect: database.dialect, now: () => NOW };
    // A restarted worker leaves it alone while the dead one's lease holds, then delivers it.
    expect((await deliverDue(ctx, transport, { now: new Date(NOW.getTime() + DEFAULT_LEASE_MS - 1000) })).claimed).toBe(
      0,
    );
    expect(await deliverDue(ctx, transport, { now: new Date(NOW.getTime() + DEFAULT_LEASE_MS) })).toMatchObject({
      sent: 1,
    });
    expect(await deliverDue(ctx, transport, { now: new Date(NOW.getTime() + 10 * DEFAULT_LEASE_MS) })).toMatchObject({
      claimed: 0,
    });
    transport.close?.();
    await smtp.close();

    // The server saw the message twice and accepted it once: one e-mail reached the customer.
    expect(smtp.seen.map((m) => m.messageId)).toEqual([`<${id}@example.com>`, `<${id}@example.com>`]);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]!.subject).toBe('Wir haben Ihre Nachricht erhalten');
    const row = await database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, locked_until: null });
  }, 30_000);
});
