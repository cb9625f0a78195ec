import type { Kysely, Migration } from 'kysely';

/**
 * Fault categories and descriptions in the store's language (docs/data-format.md#faults): a fault keeps its English
 * texts in `description` and `category` (the category is also the key the request sends back), and its other
 * languages in `translations`, JSON `{ "<language>": { "description": …, "category": … } }`.
 */
export const faultTextsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('faults')
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('faults').dropColumn('translations').execute();
  },
};
