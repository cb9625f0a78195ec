import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Store-side sign-ins (the store_login cookie names one); rows are keyed by a hash of the cookie value. */

type Db = Kysely<Database>;

export async function insertStoreLogin(
  db: Db,
  row: { id: string; memberId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('store_logins')
    .values({ id: row.id, member_id: row.memberId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

export async function storeLoginRow(db: Db, id: string): Promise<{ memberId: number; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('store_logins')
    .select(['member_id', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { memberId: row.member_id, expiresAt: row.expires_at };
}

export async function deleteStoreLogin(db: Db, id: string): Promise<void> {
  await db.deleteFrom('store_logins').where('id', '=', id).execute();
}

export async function deleteExpiredStoreLogins(db: Db, now: string): Promise<void> {
  await db.deleteFrom('store_logins').where('expires_at', '<=', now).execute();
}
