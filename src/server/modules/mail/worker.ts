import type { AppContext } from '../../context.js';
import { waitOutBusy } from '../../db/busy.js';
import { afterFailure, responseCodeOf } from './policy.js';
import { claimDue, insertMailEvent, settleClaim, type Db, type OutboxRow } from './repository.js';
import type { MailSender, OutgoingMail } from './transport.js';

export interface DeliverOptions {
  /** The worker's clock (default the context's). */
  now?: Date | undefined;
  /** Most e-mails claimed by one call. */
  batch?: number | undefined;
  /** How long a claim holds; well above a delivery's time-outs (transport.ts). */
  leaseMs?: number | undefined;
  /** Deliveries in flight at once. */
  concurrency?: number | undefined;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Kept in the database: no SMTP server configured (the embedded default). */
  kept: number;
  retried: number;
  failed: number;
  /** Deliveries whose claim had expired and been taken by another worker before they finished. */
  lost: number;
}

export const DEFAULT_BATCH = 50;
export const DEFAULT_LEASE_MS = 5 * 60_000;

type WorkerCtx = Pick<AppContext, 'db' | 'dialect' | 'now'>;
type Outcome = Exclude<keyof DeliveryReport, 'claimed'>;

/**
 * Delivers the outbox's due e-mails once (docs/mail.md#delivery): claims up to `batch` with a lease, sends each
 * with its stable Message-ID, and records the outcome with the RMA's event log entry in one transaction. With no
 * transport (no SMTP_URL) the claimed e-mails are marked `kept`: they stay readable in the console's mail view.
 * Safe to run from several processes at once and from a job; it holds no state between calls.
 */
export async function deliverDue(
  ctx: WorkerCtx,
  transport: MailSender | null,
  options: DeliverOptions = {},
): Promise<DeliveryReport> {
  const clock = options.now ? () => options.now! : ctx.now;
  const now = clock();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const rows = await claimDue(ctx.db, ctx.dialect, {
    now: now.toISOString(),
    leaseUntil,
    batch: options.batch ?? DEFAULT_BATCH,
  });
  const report: DeliveryReport = { claimed: rows.length, sent: 0, kept: 0, retried: 0, failed: 0, lost: 0 };
  const queue = [...rows];
  const lanes = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      report[await deliverOne(ctx.db, transport, row, { leaseUntil, clock })]++;
    }
  });
  await Promise.all(lanes);
  return report;
}

/** The e-mail as SMTP carries it; the same on every attempt, so a repeated delivery is the same message. */
export function outgoingMail(row: OutboxRow): OutgoingMail {
  return {
    messageId: messageIdOf(row),
    from: row.sender,
    to: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text,
    date: new Date(row.created_at),
    // RFC 3834: an automatic message, so auto-responders do not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** `<outbox id@the sender's domain>`: unique, and stable across retries and restarts. */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'sender'>): string {
  const address = /<([^>]+)>\s*$/.exec(row.sender)?.[1] ?? row.sender;
  const domain = address.split('@').pop() || 'localhost';
  return `<${row.id}@${domain}>`;
}

async function deliverOne(
  db: Db,
  transport: MailSender | null,
  row: OutboxRow,
  claim: { leaseUntil: string; clock: () => Date },
): Promise<Outcome> {
  const key = { id: row.id, leaseUntil: claim.leaseUntil };
  if (!transport) {
    const at = claim.clock().toISOString();
    return record(db, row, key, { status: 'kept' }, { at, delivery: 'kept' }, 'kept');
  }
  try {
    await transport.sendMail(outgoingMail(row));
  } catch (error) {
    const at = claim.clock();
    const message = error instanceof Error ? error.message : String(error);
    const outcome = afterFailure(error, row.attempts);
    if (outcome.status === 'failed') {
      const detail = { delivery: 'failed', error: message, responseCode: responseCodeOf(error) };
      return record(
        db,
        row,
        key,
        { status: 'failed', last_error: message },
        { at: at.toISOString(), ...detail },
        'failed',
      );
    }
    const next = new Date(at.getTime() + outcome.retryInMs).toISOString();
    return record(db, row, key, { next_attempt_at: next, last_error: message }, null, 'retried');
  }
  const at = claim.clock().toISOString();
  return record(db, row, key, { status: 'sent', sent_at: at }, { at, delivery: 'sent' }, 'sent');
}

/**
 * How long the record of a delivery is tried again while the database is too busy to take it (db/busy.ts): an
 * e-mail the SMTP server took and the outbox did not record would be sent again when its claim expires (5 min).
 */
export const RECORD_PATIENCE_MS = 60_000;

/**
 * Ends a claim and, for an e-mail about an RMA, appends its event (sent, kept or finally failed) in the same
 * transaction; a claim lost to another worker changes nothing. A busy database (a lock held past the wait, no
 * connection free) is waited out, pausing from half a second up, for up to `RECORD_PATIENCE_MS`.
 */
async function record(
  db: Db,
  row: OutboxRow,
  claim: { id: string; leaseUntil: string },
  set: Parameters<typeof settleClaim>[2],
  event: ({ at: string; delivery: string } & Record<string, unknown>) | null,
  outcome: Outcome,
): Promise<Outcome> {
  const once = () =>
    db.transaction().execute(async (trx): Promise<Outcome> => {
      if (!(await settleClaim(trx, claim, set))) return 'lost';
      if (event && row.rma_id) {
        const { at, ...detail } = event;
        await insertMailEvent(trx, {
          rmaId: row.rma_id,
          at,
          visibility: row.event.startsWith('staff-') ? 'internal' : 'customer',
          body: row.subject,
          data: {
            outboxId: row.id,
            event: row.event,
            recipient: row.recipient,
            messageId: messageIdOf(row),
            ...detail,
          },
        });
      }
      return outcome;
    });
  return waitOutBusy(once, RECORD_PATIENCE_MS);
}
