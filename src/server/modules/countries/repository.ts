import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Db = Kysely<Database>;

export interface CountryRow {
  id: number;
  name: string;
  code: string;
  phoneCode: number;
}

export async function countryById(db: Db, id: number): Promise<CountryRow | null> {
  const row = await db
    .selectFrom('countries')
    .select(['id', 'name', 'code', 'phone_code'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, code: row.code, phoneCode: row.phone_code } : null;
}

/** The countries of a store, its default (lowest sort) first; compiled once, as the details step reads it on every call. */
const selectStoreCountries = compiledOnce((db, store: string) =>
  db
    .selectFrom('store_countries')
    .innerJoin('countries', 'countries.id', 'store_countries.country_id')
    .select(['countries.id', 'countries.name', 'countries.code', 'countries.phone_code'])
    .where('store_countries.store', '=', store)
    .orderBy('store_countries.sort')
    .orderBy('countries.name'),
);

export async function storeCountries(db: Db, store: string): Promise<CountryRow[]> {
  const { rows } = await selectStoreCountries(db, store);
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, phoneCode: row.phone_code }));
}

/**
 * Countries by their dialling codes (for the fixed country lists of ph and ie,
 * docs/rules/address.md#address-forms-by-store).
 */
export async function countriesByPhoneCodes(db: Db, phoneCodes: readonly number[]): Promise<CountryRow[]> {
  if (phoneCodes.length === 0) return [];
  const rows = await db
    .selectFrom('countries')
    .select(['id', 'name', 'code', 'phone_code'])
    .where('phone_code', 'in', [...new Set(phoneCodes)])
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, phoneCode: row.phone_code }));
}
