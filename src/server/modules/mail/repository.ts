import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, DialectName, MailOutboxTable } from '../../db/schema.js';

export type Db = Kysely<Database>;
export type OutboxRow = Selectable<MailOutboxTable>;

/** What a store's settings say about its e-mail; defaults when the store has no settings row. */
export interface StoreMailSettings {
  fromEmail: string;
  teamEmail: string;
  firstResponseDays: number;
}

export async function storeMailSettings(db: Db, store: string): Promise<StoreMailSettings> {
  const row = await db
    .selectFrom('store_settings')
    .select(['from_email', 'team_email', 'first_response_days'])
    .where('store', '=', store)
    .executeTakeFirst();
  return mailSettingsOf(row);
}

/** The e-mail part of a store's settings row (or of none: the defaults). */
export function mailSettingsOf(
  row: Pick<Selectable<Database['store_settings']>, 'from_email' | 'team_email' | 'first_response_days'> | undefined,
): StoreMailSettings {
  return {
    fromEmail: row?.from_email.trim() ?? '',
    teamEmail: row?.team_email.trim() ?? '',
    firstResponseDays: row?.first_response_days ?? 2,
  };
}

export async function insertOutbox(db: Db, rows: Insertable<MailOutboxTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('mail_outbox').values(rows).execute();
}

/**
 * Claims up to `batch` due e-mails in one statement: pending, due, and not claimed or with an expired claim. The
 * claim is the lease's end written to `locked_until` (and is the fencing token of the later marks); `attempts`
 * counts deliveries begun, so a worker killed mid-delivery still uses up an attempt. PostgreSQL skips rows another
 * worker is claiming (FOR UPDATE SKIP LOCKED); SQLite has one writer, so its UPDATE … RETURNING is atomic.
 */
export async function claimDue(
  db: Db,
  dialect: DialectName,
  input: { now: string; leaseUntil: string; batch: number },
): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', input.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', input.now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(input.batch);
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ locked_until: input.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** The end of a delivery: only while the claim is still this worker's (`locked_until` = its lease). */
export async function settleClaim(
  db: Db,
  claim: { id: string; leaseUntil: string },
  set: Partial<Pick<OutboxRow, 'status' | 'sent_at' | 'next_attempt_at' | 'last_error'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ ...set, locked_until: null })
    .where('id', '=', claim.id)
    .where('locked_until', '=', claim.leaseUntil)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The RMA's event log entry of an e-mail's delivery (or of its final failure). */
export async function insertMailEvent(
  db: Db,
  event: { rmaId: string; at: string; visibility: 'customer' | 'internal'; body: string; data: unknown },
): Promise<void> {
  await db
    .insertInto('rma_events')
    .values({
      rma_id: event.rmaId,
      at: event.at,
      staff_id: null,
      actor: 'system',
      kind: 'mail',
      visibility: event.visibility,
      body: event.body,
      data: JSON.stringify(event.data),
    })
    .execute();
}

const SUMMARY_COLUMNS = [
  'id',
  'store',
  'event',
  'rma_id',
  'contact_message_id',
  'recipient',
  'sender',
  'language',
  'subject',
  'status',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'last_error',
  'created_at',
  'sent_at',
] as const;

/** A page of the outbox without the bodies, newest first, after the keyset `after` (created_at, id). */
export async function mailPage(
  db: Db,
  input: {
    store?: string | undefined;
    rmaId?: string | undefined;
    status?: string | undefined;
    recipient?: string | undefined;
    stores: readonly string[] | null;
    after: { createdAt: string; id: string } | null;
    limit: number;
  },
): Promise<Omit<OutboxRow, 'html' | 'text'>[]> {
  const { after, stores } = input;
  return db
    .selectFrom('mail_outbox')
    .select(SUMMARY_COLUMNS)
    .$if(input.store !== undefined, (q) => q.where('store', '=', input.store!))
    .$if(input.rmaId !== undefined, (q) => q.where('rma_id', '=', input.rmaId!))
    .$if(input.status !== undefined, (q) => q.where('status', '=', input.status!))
    .$if(input.recipient !== undefined, (q) =>
      q.where(sql<boolean>`lower(recipient) like ${`%${likeEscaped(input.recipient!)}%`} escape '\\'`),
    )
    .$if(stores !== null, (q) => (stores!.length ? q.where('store', 'in', stores!) : q.where(sql<boolean>`1 = 0`)))
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('created_at', '<', after!.createdAt),
          eb.and([eb('created_at', '=', after!.createdAt), eb('id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit)
    .execute();
}

export async function mailById(db: Db, id: string): Promise<OutboxRow | null> {
  return (await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** A LIKE pattern's literal text: `%`, `_` and the escape itself match only themselves (ESCAPE is `\\`). */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
