import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptPerVersion, readCatalogueVersion } from '../../db/catalogue-version.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Db = Kysely<Database>;

export interface CountryRow {
  id: number;
  name: string;
  code: string;
  phoneCode: number;
}

function toCountryRow(row: { id: number; name: string; code: string; phone_code: number }): CountryRow {
  return { id: row.id, name: row.name, code: row.code, phoneCode: row.phone_code };
}

export async function countryById(db: Db, id: number): Promise<CountryRow | null> {
  const row = await db
    .selectFrom('countries')
    .select(['id', 'name', 'code', 'phone_code'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCountryRow(row) : null;
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

/**
 * The stores' country lists this process has read, at the catalogue's version (db/catalogue-version.ts): the
 * details step answers its store's list on every call, and the join with its sort cost more than the rest of the
 * call's SQL (docs/decisions/0056-catalogue-version-read-with-the-session.md). Twenty stores at most, each a short
 * list; kept frozen, so that no caller can change a later answer.
 */
const keptStoreCountries = keptPerVersion<string, readonly CountryRow[]>();

/**
 * The countries of a store, its default first. `version` is the catalogue's version the call has read (with its
 * session); without it the version is read here.
 */
export async function storeCountries(db: Db, store: string, version?: number): Promise<readonly CountryRow[]> {
  const kept = keptStoreCountries(db, version ?? (await readCatalogueVersion(db)));
  const known = kept.get(store);
  if (known) return known;
  const { rows } = await selectStoreCountries(db, store);
  const list = Object.freeze(rows.map((row) => Object.freeze(toCountryRow(row))));
  kept.set(store, list);
  return list;
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
  return rows.map(toCountryRow);
}
