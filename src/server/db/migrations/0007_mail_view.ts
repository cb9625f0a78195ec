import type { Kysely, Migration } from 'kysely';

/**
 * The staff console's mail view lists the outbox newest first, over every store or one, walking pages by the
 * keyset (created_at, id) (docs/mail.md#the-mail-view); these indexes keep a page a short index range however
 * many e-mails the outbox holds.
 */
export const mailViewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('mail_outbox_created').on('mail_outbox').columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex('mail_outbox_store_created')
      .on('mail_outbox')
      .columns(['store', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('mail_outbox_store_created').execute();
    await db.schema.dropIndex('mail_outbox_created').execute();
  },
};
