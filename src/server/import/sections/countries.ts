import type { Insertable, Kysely, Selectable } from 'kysely';
import { raiseCatalogueVersion } from '../../db/catalogue-version.js';
import type { CountryTable, Database } from '../../db/schema.js';
import type { TCountry } from '../format.js';
import { duplicatesInList, type CheckContext } from '../check-context.js';
import { sameFields, type Tally } from '../counts.js';
import { defined, deleteRows, isEmpty, selectIn, upsert } from '../sql.js';
import type { LooseSections } from '../types.js';

/** Countries, and which stores offer each of them in their country select, in file order. */

/** Whether a country id is known to the file or the database, for the records that name one. */
export type CountryKnown = (id: number) => boolean;

export function checkCountries(views: LooseSections['countries'], ctx: CheckContext): CountryKnown {
  const fileCountries = new Set<number>();
  const ids = new Map<number, string>();
  const codes = new Map<string, string>();
  views.forEach((c, i) => {
    if (!c) return;
    const p = `countries[${i}]`;
    ctx.unique(ids, c.id, `${p}.id`, 'country id', 'countries', i);
    ctx.unique(codes, c.code, `${p}.code`, 'country code', 'countries', i);
    duplicatesInList(c.stores, `${p}.stores`, 'store', (t) => ctx.report('countries', i, t));
    if (c.id !== undefined) fileCountries.add(c.id);
  });
  return (id) => fileCountries.has(id) || ctx.broken.countryIds.has(id) || ctx.existing.hasCountry(id);
}

export interface StoredCountries {
  rows: Map<number, Selectable<CountryTable>>;
  /** Country id → store → its place in that store's list. */
  stores: Map<number, Map<string, number>>;
}

/** The countries the file names, its own and those its addresses point at. */
export async function loadCountries(db: Kysely<Database>, views: LooseSections): Promise<StoredCountries> {
  const stored: StoredCountries = { rows: new Map(), stores: new Map() };
  if (await isEmpty(db, 'countries')) return stored;
  const ids = defined([...views.countries.map((c) => c?.id), ...views.addresses.map((a) => a?.countryId)]);
  const rows = await selectIn(ids, (part) => db.selectFrom('countries').selectAll().where('id', 'in', part).execute());
  for (const row of rows) stored.rows.set(row.id, row);
  const links = await selectIn(defined(views.countries.map((c) => c?.id)), (part) =>
    db.selectFrom('store_countries').selectAll().where('country_id', 'in', part).execute(),
  );
  for (const link of links) {
    const map = stored.stores.get(link.country_id) ?? new Map<string, number>();
    map.set(link.store, link.sort);
    stored.stores.set(link.country_id, map);
  }
  return stored;
}

export interface CountriesPlan {
  rows: Insertable<CountryTable>[];
  storeDeletes: { country_id: number; store: string }[];
  storeLinks: { store: string; country_id: number; sort: number }[];
}

/** A store lists its countries in file order; its list is replaced as a whole. */
export function planCountries(records: readonly TCountry[], stored: StoredCountries, tally: Tally): CountriesPlan {
  const plan: CountriesPlan = { rows: [], storeDeletes: [], storeLinks: [] };
  const storeRank = new Map<string, number>();
  for (const c of records) {
    const row = { id: c.id, name: c.name, code: c.code, phone_code: c.phoneCode };
    const wantedStores = new Map<string, number>();
    for (const store of c.stores) {
      const rank = storeRank.get(store) ?? 0;
      storeRank.set(store, rank + 1);
      wantedStores.set(store, rank);
    }
    const storedRow = stored.rows.get(c.id);
    const storedStores = stored.stores.get(c.id) ?? new Map<string, number>();
    const storesSame =
      storedStores.size === wantedStores.size && [...wantedStores].every(([s, sort]) => storedStores.get(s) === sort);
    const rowSame = storedRow !== undefined && sameFields(row, storedRow);
    tally('countries', storedRow, rowSame && storesSame);
    if (!rowSame) plan.rows.push(row);
    for (const store of storedStores.keys()) {
      if (!wantedStores.has(store)) plan.storeDeletes.push({ country_id: c.id, store });
    }
    for (const [store, sort] of wantedStores) {
      if (storedStores.get(store) !== sort) plan.storeLinks.push({ store, country_id: c.id, sort });
    }
  }
  return plan;
}

export async function writeCountries(trx: Kysely<Database>, plan: CountriesPlan): Promise<void> {
  await upsert(trx, 'countries', plan.rows, ['id']);
  await deleteRows(trx, 'store_countries', plan.storeDeletes);
  await upsert(trx, 'store_countries', plan.storeLinks, ['store', 'country_id']);
  // Every process keeps the stores' country lists it has read until this number changes (modules/countries).
  if (plan.rows.length > 0 || plan.storeDeletes.length > 0 || plan.storeLinks.length > 0) {
    await raiseCatalogueVersion(trx);
  }
}
