import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Test RMAs for the label tests, written straight into the database (demo products 1001 and 1002). */
export interface TestRma {
  id: string;
  rma_no: string;
  store: string;
  email: string;
  country_code: string;
  address_id: number | null;
  language_reply: string;
}

let made = 0;

export async function setReturnCentre(db: Kysely<Database>, store: string, centre: unknown): Promise<void> {
  const value = JSON.stringify(centre);
  await db
    .insertInto('store_settings')
    .values({ store, return_centre: value, updated_at: '2025-01-01T00:00:00.000Z' })
    .onConflict((oc) => oc.column('store').doUpdateSet({ return_centre: value }))
    .execute();
}

export async function insertTestRma(
  db: Kysely<Database>,
  options: {
    store?: string;
    language?: string;
    countryCode?: string;
    status?: string;
    address?: {
      firstName: string;
      lastName: string;
      address1: string;
      city: string;
      postalCode: string;
      countryCode: string;
    };
  } = {},
): Promise<TestRma> {
  made += 1;
  const id = crypto.randomUUID();
  const rmaNo = `RMA9${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(4, '0')}`;
  const store = options.store ?? 'uk';
  const email = `label-${id.slice(0, 8)}@example.com`;
  let addressId: number | null = null;
  if (options.address) {
    const country = await db
      .selectFrom('countries')
      .select('id')
      .where('code', '=', options.address.countryCode)
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('addresses')
      .values({
        owner_email: email,
        store,
        first_name: options.address.firstName,
        last_name: options.address.lastName,
        mobile1: '+44 20 7946 0000',
        mobile2: '',
        address1: options.address.address1,
        address2: '',
        city: options.address.city,
        state: '',
        district: '',
        postal_code: options.address.postalCode,
        vat_number: '',
        country_id: country.id,
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addressId = row.id;
  }
  await db
    .insertInto('rmas')
    .values({
      id,
      rma_no: rmaNo,
      store,
      email,
      type: 2,
      status: options.status ?? 'APPROVED',
      country_code: options.countryCode ?? 'GB',
      currency: 'GBP',
      label_link: '',
      label_status: '',
      label_tracking_no: '',
      refund_total_est: 0,
      refund_total_actual: 0,
      refund_amount_ready: 0,
      shipping_charge: 0,
      store_credit: 0,
      tax: 0,
      address_id: addressId,
      language_reply: options.language ?? 'en',
      request_key: null,
      created_at: '2025-01-01T00:00:00.000Z',
    })
    .execute();
  const line = (lineNo: number, productId: number, serial: string, status = 'APPROVED') => ({
    rma_id: id,
    line_no: lineNo,
    order_line_id: null,
    product_id: productId,
    serial_number: serial,
    invoice_number: '',
    purchase_date: '2024-12-01',
    warranty_expiry: '2025-12-01',
    status,
    method: 'RP',
    unit_price: 10,
    reason: '',
    fault_category: '',
    fault_code: '',
    comments: '',
    other_comments: '',
    cosmetic: '',
    damage_upload_id: null,
    proof_upload_id: null,
  });
  await db
    .insertInto('rma_lines')
    .values([line(1, 1001, 'SN-LABEL-1'), line(2, 1002, 'SN-LABEL-2'), line(3, 1001, 'SN-CANCELLED', 'CANCELED')])
    .execute();
  return {
    id,
    rma_no: rmaNo,
    store,
    email,
    country_code: options.countryCode ?? 'GB',
    address_id: addressId,
    language_reply: options.language ?? 'en',
  };
}
