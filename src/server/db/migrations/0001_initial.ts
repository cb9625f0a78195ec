import type { Kysely, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../schema.js';

/** What differs between the engines: the generated-id column and the money type. */
interface Types {
  withId: <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, never>;
  money: 'double precision' | 'real';
}

/** Countries, the catalogue and its faults, the serial register. */
async function catalogueTables(db: Kysely<unknown>, t: Types): Promise<void> {
  const { money } = t;
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('phone_code', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('store_countries')
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('store_countries_pk', ['store', 'country_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('master_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warranty_months', 'integer', (c) => c.notNull())
    .addColumn('satisfaction_days', 'integer', (c) => c.notNull())
    .addColumn('retail_available', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extended_warranty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('product_stores')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('store', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_stores_pk', ['product_id', 'store'])
    .execute();
  await db.schema
    .createTable('faults')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('fault_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('display', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('need_pop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('faults_product_code', ['product_id', 'fault_code'])
    .execute();
  await db.schema
    .createTable('serials')
    .addColumn('serial', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .execute();
}

/** Members, their orders and order lines. */
async function customerTables(db: Kysely<unknown>, t: Types): Promise<void> {
  const { withId, money } = t;
  await withId(db.schema.createTable('members'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('membership_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('news', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cart_item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('orders'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('order_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_email_store').on('orders').columns(['email', 'store']).execute();
  await withId(db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('unit_price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('serial_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_line_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('order_lines_order_line', ['order_id', 'line_no'])
    .execute();
}

/** Sessions, store logins, uploads and saved addresses. */
async function sessionTables(db: Kysely<unknown>, t: Types): Promise<void> {
  const { withId } = t;
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema
    .createTable('store_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_session').on('uploads').column('session_id').execute();

  await withId(db.schema.createTable('addresses'))
    .addColumn('owner_email', 'text', (c) => c.notNull())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('mobile1', 'text', (c) => c.notNull())
    .addColumn('mobile2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_owner').on('addresses').columns(['owner_email', 'store']).execute();
}

/** RMAs with their lines and history. */
async function rmaTables(db: Kysely<unknown>, t: Types): Promise<void> {
  const { withId, money } = t;
  await db.schema
    .createTable('rmas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rma_no', 'text', (c) => c.notNull().unique())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label_link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label_tracking_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_total_est', money, (c) => c.notNull().defaultTo(0))
    .addColumn('refund_total_actual', money, (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount_ready', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_charge', money, (c) => c.notNull().defaultTo(0))
    .addColumn('store_credit', money, (c) => c.notNull().defaultTo(0))
    .addColumn('tax', money, (c) => c.notNull().defaultTo(0))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn('language_reply', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('request_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rmas_email_store').on('rmas').columns(['email', 'store']).execute();
  await withId(db.schema.createTable('rma_lines'))
    .addColumn('rma_id', 'text', (c) => c.notNull().references('rmas.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('serial_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('purchase_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warranty_expiry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', money, (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fault_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fault_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('other_comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cosmetic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('damage_upload_id', 'text')
    .addColumn('proof_upload_id', 'text')
    .addUniqueConstraint('rma_lines_rma_line', ['rma_id', 'line_no'])
    .execute();
  await db.schema.createIndex('rma_lines_order_line').on('rma_lines').column('order_line_id').execute();
  await db.schema.createIndex('rma_lines_serial').on('rma_lines').column('serial_number').execute();
  await withId(db.schema.createTable('rma_history'))
    .addColumn('rma_id', 'text', (c) => c.notNull().references('rmas.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_date', 'text', (c) => c.notNull())
    .addUniqueConstraint('rma_history_rma_seq', ['rma_id', 'seq'])
    .execute();
}

/** Contact messages, maintenance windows, layout fragments, counters. */
async function siteTables(db: Kysely<unknown>, t: Types): Promise<void> {
  const { withId } = t;
  await withId(db.schema.createTable('contact_messages'))
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('maintenance_windows'))
    .addColumn('hide_from', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('maintenance_windows_span', ['hide_from', 'ends_at'])
    .execute();
  await db.schema
    .createTable('layout_fragments')
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('layout_fragments_pk', ['store', 'kind'])
    .execute();
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
}

/** The first schema. One definition for both engines; only the generated-id column and the money type differ. */
export function initialMigration(dialect: DialectName) {
  const types: Types = {
    withId: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    money: dialect === 'postgres' ? 'double precision' : 'real',
  };

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await catalogueTables(db, types);
      await customerTables(db, types);
      await sessionTables(db, types);
      await rmaTables(db, types);
      await siteTables(db, types);
    },
    async down(): Promise<void> {
      throw new Error('The initial migration is not reversible; restore a backup instead.');
    },
  };
}
