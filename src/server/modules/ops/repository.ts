import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** When the oldest pending e-mail of the outbox was queued (ISO), or undefined when none waits. */
export async function oldestPendingMail(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('created_at').as('oldest'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.oldest ?? undefined;
}
