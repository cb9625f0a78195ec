import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/**
 * The staff side's own tables (docs/decisions/0010-operator-data-model.md): staff users and their cookie
 * sessions, the append-only audit log, and each store's operator settings. Staff users are not store members:
 * they never share a table, a token or a cookie with customers.
 */
export function staffMigration(dialect: DialectName): Migration {
  const money = dialect === 'postgres' ? 'double precision' : 'real';
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_users')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('stores', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('totp_secret', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
      await auditLog(db, dialect, serial);
      await db.schema
        .createTable('store_settings')
        .addColumn('store', 'text', (c) => c.primaryKey())
        .addColumn('refund_threshold', money, (c) => c.notNull().defaultTo(0))
        .addColumn('auto_approve', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('team_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('from_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('return_centre', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('first_response_days', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('resolution_days', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('store_settings').execute();
      await db.schema.dropTable('audit_log').execute();
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff_users').execute();
    },
  };
}

/** The audit log, and the triggers that refuse any UPDATE or DELETE of it on either engine. */
async function auditLog(db: Kysely<unknown>, dialect: DialectName, serial: 'serial' | 'integer'): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('store', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    return;
  }
  for (const event of ['UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
         BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
      )
      .execute(db);
  }
}
