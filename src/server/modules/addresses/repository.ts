import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AddressTable, Database, DialectName } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface AddressRow {
  id: number;
  ownerEmail: string;
  store: string;
  firstName: string;
  lastName: string;
  mobile1: string;
  mobile2: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  district: string;
  postalCode: string;
  vatNumber: string;
  countryId: number;
  countryName: string;
  countryCode: string;
}

export type AddressValues = Omit<AddressRow, 'id' | 'countryName' | 'countryCode'>;

function baseQuery(db: Db) {
  return db
    .selectFrom('addresses')
    .leftJoin('countries', 'countries.id', 'addresses.country_id')
    .select([
      'addresses.id',
      'addresses.owner_email',
      'addresses.store',
      'addresses.first_name',
      'addresses.last_name',
      'addresses.mobile1',
      'addresses.mobile2',
      'addresses.address1',
      'addresses.address2',
      'addresses.city',
      'addresses.state',
      'addresses.district',
      'addresses.postal_code',
      'addresses.vat_number',
      'addresses.country_id',
      'countries.name as country_name',
      'countries.code as country_code',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toRow(row: BaseRow): AddressRow {
  return {
    id: row.id,
    ownerEmail: row.owner_email,
    store: row.store,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile1: row.mobile1,
    mobile2: row.mobile2,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    district: row.district,
    postalCode: row.postal_code,
    vatNumber: row.vat_number,
    countryId: row.country_id,
    countryName: row.country_name ?? '',
    countryCode: row.country_code ?? '',
  };
}

/** The saved addresses of an e-mail in a store, most recently changed first. */
export async function addressesOf(db: Db, email: string, store: string): Promise<AddressRow[]> {
  const rows = await baseQuery(db)
    .where(sql<string>`lower(addresses.owner_email)`, '=', email.trim().toLowerCase())
    .where('addresses.store', '=', store)
    .orderBy('addresses.updated_at', 'desc')
    .orderBy('addresses.id', 'desc')
    .execute();
  return rows.map(toRow);
}

export async function addressById(db: Db, id: number): Promise<AddressRow | null> {
  const row = await baseQuery(db).where('addresses.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The address of the e-mail's latest RMA in the store that had one, or null. */
export async function lastUsedAddressId(db: Db, email: string, store: string): Promise<number | null> {
  const row = await db
    .selectFrom('rmas')
    .select('address_id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('store', '=', store)
    .where('address_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.address_id ?? null;
}

function toColumns(values: AddressValues): Omit<Insertable<AddressTable>, 'created_at' | 'updated_at'> {
  return {
    owner_email: values.ownerEmail,
    store: values.store,
    first_name: values.firstName,
    last_name: values.lastName,
    mobile1: values.mobile1,
    mobile2: values.mobile2,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    state: values.state,
    district: values.district,
    postal_code: values.postalCode,
    vat_number: values.vatNumber,
    country_id: values.countryId,
  };
}

export async function insertAddress(db: Db, values: AddressValues, now: string): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ ...toColumns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAddress(db: Db, id: number, values: AddressValues, now: string): Promise<void> {
  const changes: Updateable<AddressTable> = { ...toColumns(values), updated_at: now };
  await db.updateTable('addresses').set(changes).where('id', '=', id).execute();
}

/**
 * Holds the saved addresses of an e-mail in a store for the transaction `trx`: a second save of the same owner
 * waits here for the first to commit. PostgreSQL takes a transaction-level advisory lock on the owner; SQLite's
 * transactions already run one after another (Kysely's SQLite driver gives a transaction the one connection).
 */
export async function lockAddressesOf(
  trx: Transaction<Database>,
  dialect: DialectName,
  email: string,
  store: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  const key = `addresses:${store}:${email.trim().toLowerCase()}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** The id of the owner's saved address with exactly these values (the natural key of an address), or null. */
export async function sameAddressId(db: Db, values: AddressValues): Promise<number | null> {
  const columns = toColumns(values);
  let query = db
    .selectFrom('addresses')
    .select('id')
    .where(sql<string>`lower(owner_email)`, '=', values.ownerEmail.trim().toLowerCase());
  for (const [column, value] of Object.entries(columns) as [keyof typeof columns, string | number][]) {
    if (column !== 'owner_email') query = query.where(column, '=', value);
  }
  const row = await query.orderBy('id').limit(1).executeTakeFirst();
  return row ? Number(row.id) : null;
}
