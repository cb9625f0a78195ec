import type { Kysely, Migration } from 'kysely';

/**
 * The time step of the last one-time code a staff user signed in with (docs/decisions/0011-staff-sign-in.md): a
 * code is refused when its step is not later than this one, so a code seen over a shoulder or in a log cannot be
 * used a second time within its window (RFC 6238, section 5.2). 0 means no code was used yet.
 */
export const staffTotpStepMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staff_users')
      .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('staff_users').dropColumn('totp_last_step').execute();
  },
};
