import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The stored HTML of a store's fragment (product-menu, side-menu or footer), unsanitised. */
export async function storedFragment(db: Kysely<Database>, store: string, kind: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('layout_fragments')
    .select('html')
    .where('store', '=', store)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.html;
}
