import { sql, type Kysely, type Migration } from 'kysely';

/**
 * RMA lines are found by their serial as the customer may type it: trimmed and upper-cased
 * (`normaliseSerial` in src/shared/rules/identifiers.ts; the query is `SERIAL_KEY` in modules/rmas/repository.ts).
 * The plain index on serial_number cannot serve that look-up, so every products call scanned rma_lines; this
 * index on the same expression can, on both engines. The plain index served nothing else and goes.
 */
export const serialKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('rma_lines_serial_key')
      .on('rma_lines')
      .expression(sql`upper(trim(serial_number))`)
      .execute();
    await db.schema.dropIndex('rma_lines_serial').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('rma_lines_serial').on('rma_lines').column('serial_number').execute();
    await db.schema.dropIndex('rma_lines_serial_key').execute();
  },
};
