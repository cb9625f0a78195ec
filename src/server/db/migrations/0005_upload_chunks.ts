import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/**
 * On PostgreSQL the bytes of uploads live in the database, so every instance reads what any instance received
 * (docs/decisions/0015-uploads-storage.md): rows of at most 256 KB of bytea, keyed by upload and order. SQLite
 * keeps them as files of the data folder and gets no table.
 */
export function uploadChunksMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('upload_chunks')
        .addColumn('upload_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('data', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'seq'])
        .execute();
      // Photos, PDFs and zips do not compress: store the chunks out of line without trying.
      await sql`ALTER TABLE upload_chunks ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
      await db.schema.createIndex('upload_chunks_created').on('upload_chunks').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await db.schema.dropTable('upload_chunks').execute();
    },
  };
}
