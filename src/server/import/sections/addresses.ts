import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AddressTable, Database } from '../../db/schema.js';
import type { TAddress } from '../format.js';
import type { CheckContext } from '../check-context.js';
import { sameFields, type Tally } from '../counts.js';
import { chunk, defined, isEmpty, selectIn } from '../sql.js';
import type { LooseSections } from '../types.js';
import type { CountryKnown } from './countries.js';

/**
 * Saved addresses of customers. The schema has no unique key for them, so a record is matched to its
 * stored row here, by email, store, first address line and postal code, and updated by id.
 */

export const addressKey = (email: string, store: string, address1: string, postalCode: string) =>
  [email, store, address1, postalCode].join('\u0000');

export function checkAddresses(views: LooseSections['addresses'], ctx: CheckContext, countryKnown: CountryKnown) {
  const seen = new Map<string, string>();
  views.forEach((a, i) => {
    if (!a) return;
    const p = `addresses[${i}]`;
    const { email, store, address1, postalCode } = a;
    const readable = email !== undefined && store !== undefined && address1 !== undefined && postalCode !== undefined;
    const key = readable ? addressKey(email, store, address1, postalCode) : undefined;
    ctx.unique(seen, key, `${p}.address1`, 'address (same email, store, address1 and postalCode)', 'addresses', i);
    if (a.countryId !== undefined && !countryKnown(a.countryId)) {
      ctx.report('addresses', i, `${p}.countryId: unknown country`);
    }
  });
}

/** By addressKey; the first stored row of a key when there are several. */
export type StoredAddresses = Map<string, Selectable<AddressTable>>;

export async function loadAddresses(db: Kysely<Database>, views: LooseSections): Promise<StoredAddresses> {
  const stored: StoredAddresses = new Map();
  if (await isEmpty(db, 'addresses')) return stored;
  const rows = await selectIn(defined(views.addresses.map((a) => a?.email)), (part) =>
    db.selectFrom('addresses').selectAll().where('owner_email', 'in', part).orderBy('id').execute(),
  );
  for (const row of rows) {
    const key = addressKey(row.owner_email, row.store, row.address1, row.postal_code);
    if (!stored.has(key)) stored.set(key, row);
  }
  return stored;
}

export interface AddressesPlan {
  inserts: Omit<Insertable<AddressTable>, 'id'>[];
  updates: { id: number; row: Partial<Insertable<AddressTable>> }[];
}

export function planAddresses(
  records: readonly TAddress[],
  stored: StoredAddresses,
  tally: Tally,
  now = new Date().toISOString(),
): AddressesPlan {
  const plan: AddressesPlan = { inserts: [], updates: [] };
  for (const a of records) {
    const row = {
      owner_email: a.email,
      store: a.store,
      first_name: a.firstName,
      last_name: a.lastName,
      mobile1: a.mobile1,
      mobile2: a.mobile2,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      district: a.district,
      postal_code: a.postalCode,
      vat_number: a.vatNumber,
      country_id: a.countryId,
    };
    const storedRow = stored.get(addressKey(a.email, a.store, a.address1, a.postalCode));
    if (tally('addresses', storedRow, storedRow !== undefined && sameFields(row, storedRow))) {
      if (storedRow) plan.updates.push({ id: storedRow.id, row: { ...row, updated_at: now } });
      else plan.inserts.push({ ...row, created_at: now, updated_at: now });
    }
  }
  return plan;
}

export async function writeAddresses(trx: Kysely<Database>, plan: AddressesPlan): Promise<void> {
  for (const rows of chunk(plan.inserts, 200)) await trx.insertInto('addresses').values(rows).execute();
  for (const u of plan.updates) await trx.updateTable('addresses').set(u.row).where('id', '=', u.id).execute();
}
