import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface CountryRow {
  id: number;
  name: string;
  code: string;
  phoneCode: number;
}

export function yourDetailsRepository(db: Kysely<Database>) {
  return {
    /** The countries a store's select offers, in the store's order (then by name). */
    async storeCountries(store: string): Promise<CountryRow[]> {
      const rows = await db
        .selectFrom('store_countries')
        .innerJoin('countries', 'countries.id', 'store_countries.country_id')
        .select(['countries.id', 'countries.name', 'countries.code', 'countries.phone_code'])
        .where('store_countries.store', '=', store)
        .orderBy('store_countries.sort')
        .orderBy('countries.name')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, phoneCode: row.phone_code }));
    },
  };
}
export type YourDetailsRepository = ReturnType<typeof yourDetailsRepository>;
