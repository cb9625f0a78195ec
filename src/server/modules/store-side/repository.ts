import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Store-side sign-ins (the store_login cookie names one); rows are keyed by a hash of the cookie value. */
export function storeSideRepository(db: Kysely<Database>) {
  return {
    async insertLogin(row: { id: string; memberId: number; createdAt: string; expiresAt: string }) {
      await db
        .insertInto('store_logins')
        .values({ id: row.id, member_id: row.memberId, created_at: row.createdAt, expires_at: row.expiresAt })
        .execute();
    },

    async findLogin(id: string): Promise<{ memberId: number; expiresAt: string } | undefined> {
      const row = await db
        .selectFrom('store_logins')
        .select(['member_id', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { memberId: row.member_id, expiresAt: row.expires_at };
    },

    async deleteLogin(id: string) {
      await db.deleteFrom('store_logins').where('id', '=', id).execute();
    },

    async deleteExpired(now: string) {
      await db.deleteFrom('store_logins').where('expires_at', '<=', now).execute();
    },
  };
}
export type StoreSideRepository = ReturnType<typeof storeSideRepository>;
