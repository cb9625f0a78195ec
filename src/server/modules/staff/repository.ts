import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StaffUserTable } from '../../db/schema.js';

/** All SQL of staff users and their sessions (docs/decisions/0010-operator-data-model.md). */

export type StaffUserRow = Selectable<StaffUserTable>;

export function staffUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function staffUserById(db: Kysely<Database>, id: number): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function allStaffUsers(db: Kysely<Database>): Promise<StaffUserRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('email').execute();
}

export interface NewStaffUser {
  email: string;
  name: string;
  passwordHash: string;
  role: string;
  stores: string;
  language: string;
  totpSecret?: string;
  at: string;
}

export async function insertStaffUser(db: Kysely<Database>, user: NewStaffUser): Promise<number> {
  const row = await db
    .insertInto('staff_users')
    .values({
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      role: user.role,
      stores: user.stores,
      language: user.language,
      totp_secret: user.totpSecret ?? '',
      totp_enabled: user.totpSecret ? 1 : 0,
      created_at: user.at,
      updated_at: user.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaffUser(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<StaffUserTable>,
): Promise<void> {
  await db.updateTable('staff_users').set(changes).where('id', '=', id).execute();
}

/** One more failed sign-in, counted in the database so that concurrent failures all count; the new count. */
export async function countFailedSignIn(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .updateTable('staff_users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}

/**
 * Records the step of the one-time code just used, only when it is later than the last one: false when another
 * sign-in already used this step (or a later one), so the same code never opens two sessions.
 */
export async function claimTotpStep(db: Kysely<Database>, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Sessions ----------------------------------------------------------------------------------------------------

export interface StaffSessionRow {
  id: string;
  staff_id: number;
  expires_at: string;
  last_seen_at: string;
}

export async function insertStaffSession(
  db: Kysely<Database>,
  s: { id: string; staffId: number; at: string; expiresAt: string; ip: string; userAgent: string },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      id: s.id,
      staff_id: s.staffId,
      created_at: s.at,
      expires_at: s.expiresAt,
      last_seen_at: s.at,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

/** A session with its user, in one statement. */
export function staffSessionWithUser(
  db: Kysely<Database>,
  id: string,
): Promise<{ session: StaffSessionRow; user: StaffUserRow } | undefined> {
  return db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', 'u.id', 's.staff_id')
    .selectAll('u')
    .select(['s.id as session_id', 's.expires_at as session_expires_at', 's.last_seen_at as session_last_seen_at'])
    .where('s.id', '=', id)
    .executeTakeFirst()
    .then((row) => {
      if (!row) return undefined;
      const { session_id, session_expires_at, session_last_seen_at, ...user } = row;
      return {
        session: {
          id: session_id,
          staff_id: user.id,
          expires_at: session_expires_at,
          last_seen_at: session_last_seen_at,
        },
        user,
      };
    });
}

export async function touchStaffSession(db: Kysely<Database>, id: string, at: string, expiresAt: string) {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: at, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteStaffSession(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSessionsOf(db: Kysely<Database>, staffId: number): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredStaffSessions(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
