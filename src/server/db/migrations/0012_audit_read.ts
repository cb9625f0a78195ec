import type { Kysely, Migration } from 'kysely';

/**
 * The console reads the audit log newest first (by id) filtered by store scope, actor or action
 * (docs/staff/audit.md), and the mail view filters the outbox by delivery state (docs/mail.md#the-mail-view): each
 * index ends with the page's order, so a filtered page is a short index range however long the log grows.
 */
const INDEXES: [string, string, string[]][] = [
  ['audit_log_store', 'audit_log', ['store', 'id']],
  ['audit_log_actor', 'audit_log', ['actor', 'id']],
  ['audit_log_action', 'audit_log', ['action', 'id']],
  ['mail_outbox_status_created', 'mail_outbox', ['status', 'created_at', 'id']],
];

export const auditReadMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
