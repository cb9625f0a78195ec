import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** RMA numbers of an e-mail in a store, newest first (the status look-up's list). */
export async function rmaNumbersOf(db: Kysely<Database>, email: string, store: string): Promise<string[]> {
  const address = normaliseEmail(email);
  if (!address) return [];
  const rows = await db
    .selectFrom('rmas')
    .select('rma_no')
    .where('email', '=', address)
    .where('store', '=', store)
    .orderBy('created_at', 'desc')
    .orderBy('rma_no', 'desc')
    .execute();
  return rows.map((row) => row.rma_no);
}
