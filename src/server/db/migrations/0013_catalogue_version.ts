import type { Kysely, Migration } from 'kysely';

/**
 * The catalogue's version (docs/decisions/0033-catalogue-kept-by-version.md): one row whose number the importer
 * raises in the transaction that writes products or faults. A process keeps the products and faults it has read
 * while the number it reads with each call is the one it read them at, so every instance sees an import at once.
 */
export const catalogueVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('catalogue_version' as never)
      .values({ id: 1, version: 1 } as never)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('catalogue_version').execute();
  },
};
