/**
 * Hand-made RMAs for the queue and insights tests: a database of either engine, migrated, with products, staff,
 * orders and RMAs written directly. Not used by the app.
 */
import type { Insertable } from 'kysely';
import { dropPgSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../db/connection.js';
import type { RmaLineTable, RmaTable } from '../db/schema.js';
import type { StaffPrincipal } from '../modules/staff/principal.js';

let counter = 0;
const PRODUCT = { image: '', retail_available: 0, extended_warranty: 0, price: 10 };

export async function testDatabase(engine: 'sqlite' | 'postgres'): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const schema = `t_queues_${process.pid}_${Date.now()}_${counter++}_${crypto.randomUUID().slice(0, 8)}`;
  const url = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const database = await openDatabase({ databaseUrl: url, sqliteFile: ':memory:', pgSchema: schema, poolSize: 4 });
  await migrateToLatest(database);
  await database.db
    .insertInto('products')
    .values([
      {
        id: 1,
        sku: 'CAM-4K',
        master_id: 1,
        name: 'Live Cam 4K',
        warranty_months: 12,
        satisfaction_days: 30,
        ...PRODUCT,
      },
      {
        id: 2,
        sku: 'VOX-USB',
        master_id: 2,
        name: 'Vox USB Microphone',
        warranty_months: 12,
        satisfaction_days: 30,
        ...PRODUCT,
      },
    ])
    .execute();
  const stamp = '2026-01-01T00:00:00.000Z';
  await database.db
    .insertInto('staff_users')
    .values([
      {
        id: 1,
        email: 'ann@staff.example',
        name: 'Ann Agent',
        password_hash: 'x',
        disabled: 0,
        role: 'agent',
        stores: 'us',
        created_at: stamp,
        updated_at: stamp,
      },
      {
        id: 2,
        email: 'bo@staff.example',
        name: 'Bo Boss',
        password_hash: 'x',
        disabled: 0,
        role: 'supervisor',
        stores: '*',
        created_at: stamp,
        updated_at: stamp,
      },
      {
        id: 3,
        email: 'cy@staff.example',
        name: 'Cy Viewer',
        password_hash: 'x',
        disabled: 0,
        role: 'viewer',
        stores: 'us',
        created_at: stamp,
        updated_at: stamp,
      },
      {
        id: 4,
        email: 'di@staff.example',
        name: 'Di Gone',
        password_hash: 'x',
        role: 'agent',
        stores: 'us',
        disabled: 1,
        created_at: stamp,
        updated_at: stamp,
      },
      {
        id: 5,
        email: 'ed@staff.example',
        name: 'Ed Japan',
        password_hash: 'x',
        disabled: 0,
        role: 'agent',
        stores: 'jp,uk',
        created_at: stamp,
        updated_at: stamp,
      },
    ])
    .execute();
  return {
    ...database,
    async drop() {
      await database.close();
      if (url) await dropPgSchema(url, schema);
    },
  };
}

export function principal(id: number, stores: StaffPrincipal['stores']): StaffPrincipal {
  return {
    id,
    email: `${id}@staff.example`,
    name: `Staff ${id}`,
    role: 'supervisor',
    stores,
    language: 'en',
    sessionId: 's',
    ip: '',
  };
}

export interface TestRma {
  no: number;
  store?: string;
  type?: number;
  status?: string;
  email?: string;
  created?: string;
  updated?: string;
  due?: string | null;
  assignee?: number | null;
  lines?: Partial<Insertable<RmaLineTable>>[];
  /** An order number whose first line the RMA's first line returns. */
  order?: string;
  /** History entries after the first (SUBMITTED at the creation instant): [status, date]. */
  history?: [string, string][];
}

const RMA_DEFAULTS = {
  country_code: 'US',
  currency: 'USD',
  label_link: '',
  label_status: '',
  label_tracking_no: '',
  refund_total_est: 0,
  refund_total_actual: 0,
  refund_amount_ready: 0,
  shipping_charge: 0,
  store_credit: 0,
  tax: 0,
  address_id: null,
  language_reply: 'en',
  request_key: null,
};
const LINE_DEFAULTS = {
  serial_number: '',
  invoice_number: '',
  purchase_date: '2025-12-01',
  warranty_expiry: '2026-12-01',
  method: 'RF',
  unit_price: 10,
  reason: 'CHANGE_OF_MIND',
  fault_category: '',
  fault_code: '',
  comments: '',
  other_comments: '',
  cosmetic: 'no',
  damage_upload_id: null,
  proof_upload_id: null,
};

export const rmaIdOf = (no: number) => `00000000-0000-4000-8000-${String(no).padStart(12, '0')}`;
export const rmaNoOf = (no: number) => `RMA${String(no).padStart(8, '0')}`;

/** Inserts the RMAs (and an order with one line for each that names one), in one transaction. */
export async function insertRmas(database: DatabaseHandle, rmas: readonly TestRma[]): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const r of rmas) {
      let orderLineId: number | null = null;
      if (r.order) {
        const order = await trx
          .insertInto('orders')
          .values({
            order_number: r.order,
            store: r.store ?? 'us',
            email: r.email ?? 'c@example.com',
            order_date: '2025-12-01',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const line = await trx
          .insertInto('order_lines')
          .values({
            order_id: order.id,
            line_no: 1,
            product_id: 1,
            quantity: 1,
            unit_price: 10,
            serial_number: '',
            parent_line_no: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        orderLineId = line.id;
      }
      const row: Insertable<RmaTable> = {
        id: rmaIdOf(r.no),
        rma_no: rmaNoOf(r.no),
        store: r.store ?? 'us',
        email: r.email ?? 'c@example.com',
        type: r.type ?? 1,
        status: r.status ?? 'SUBMITTED',
        created_at: r.created ?? '2025-12-20T10:00:00.000Z',
        updated_at: r.updated ?? '',
        due_at: r.due === undefined ? null : r.due,
        assignee_id: r.assignee ?? null,
        ...RMA_DEFAULTS,
      };
      await trx.insertInto('rmas').values(row).execute();
      const history = [['SUBMITTED', row.created_at], ...(r.history ?? [])];
      await trx
        .insertInto('rma_history')
        .values(
          history.map(([status, date], i) => ({ rma_id: row.id, seq: i + 1, status: status!, status_date: date! })),
        )
        .execute();
      const lines = r.lines ?? [{}];
      await trx
        .insertInto('rma_lines')
        .values(
          lines.map((line, i) => ({
            rma_id: row.id,
            line_no: i + 1,
            product_id: 1,
            order_line_id: i === 0 ? orderLineId : null,
            status: row.status,
            ...LINE_DEFAULTS,
            ...line,
          })),
        )
        .execute();
    }
  });
}
