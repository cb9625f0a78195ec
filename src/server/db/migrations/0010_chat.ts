import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

/**
 * Live chat and the inbox's waiting time (docs/decisions/0019-inbox-and-live-chat.md):
 * - `contact_messages.session_id` ties a chat conversation to the customer session that holds it, so a reload or
 *   a reconnect finds the same conversation; `waiting_since` is when the oldest message staff have not answered
 *   arrived (null when nothing waits), which the inbox's "oldest unanswered" reads without scanning replies;
 * - `staff_presence`: one row per connected agent socket and chat store, refreshed by heartbeats, so every
 *   instance sees who is online in a store; a row not refreshed in time (a crashed instance) no longer counts.
 */
export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const nullableText = (c: ColumnDefinitionBuilder) => c;
    await db.schema.alterTable('contact_messages').addColumn('session_id', 'text', nullableText).execute();
    await db.schema.alterTable('contact_messages').addColumn('waiting_since', 'text', nullableText).execute();
    await sql`UPDATE contact_messages SET waiting_since = created_at WHERE status = 'open'`.execute(db);
    await db.schema
      .createIndex('contact_messages_session')
      .on('contact_messages')
      .columns(['session_id', 'channel', 'id'])
      .execute();
    await db.schema
      .createTable('staff_presence')
      .addColumn('connection_id', 'text', (c) => c.notNull())
      .addColumn('store', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_presence_pk', ['connection_id', 'store'])
      .execute();
    await db.schema.createIndex('staff_presence_store').on('staff_presence').columns(['store', 'seen_at']).execute();
  },
  async down() {
    throw new Error('This migration is not reversible; restore a backup instead.');
  },
};
