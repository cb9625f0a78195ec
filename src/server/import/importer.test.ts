import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { dropPgSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { STORES } from '../../shared/stores.js';
import { importData } from './importer.js';
import type { SectionCounts } from './counts.js';
import {
  JP_REPAIR_HISTORY_STATUSES,
  REFUND_HISTORY_STATUSES,
  REPLACEMENT_HISTORY_STATUSES,
  ZImportFile,
  type TImportFileInput,
} from './format.js';
import { validateImportFile } from './validate.js';
import { hashPassword, verifyPassword } from './passwords.js';

const DEMO_PATH = new URL('../demo/demo-data.json', import.meta.url);
const demo = (): TImportFileInput => JSON.parse(fs.readFileSync(DEMO_PATH, 'utf8')) as TImportFileInput;
const TODAY = '2025-06-15';

const TABLES = [
  'countries',
  'store_countries',
  'products',
  'product_stores',
  'faults',
  'serials',
  'members',
  'orders',
  'order_lines',
  'addresses',
  'rmas',
  'rma_lines',
  'rma_history',
  'layout_fragments',
  'maintenance_windows',
  'staff_users',
  'store_settings',
] as const;

async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

function totals(counts: Record<string, SectionCounts>) {
  return Object.values(counts).reduce(
    (sum, c) => ({
      inserted: sum.inserted + c.inserted,
      unchanged: sum.unchanged + c.unchanged,
      updated: sum.updated + c.updated,
    }),
    { inserted: 0, unchanged: 0, updated: 0 },
  );
}

/** A small valid file that builds on the demo data already in the database. */
function smallFile(): TImportFileInput {
  return {
    orders: [
      {
        orderNumber: 'T0000001',
        store: 'us',
        email: 'Test.Buyer@Example.com',
        orderDate: 'today-3d',
        items: [{ lineNo: 1, sku: 'HS-PULSE-H6', unitPrice: 79.99 }],
      },
    ],
  };
}

const PG_URL = process.env.TEST_DATABASE_URL;

const engines = [
  { name: 'sqlite', skip: false },
  { name: 'postgres', skip: !PG_URL },
] as const;

for (const engine of engines) {
  describe.skipIf(engine.skip)(`importData on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const pgSchema = `t_import_${process.pid}_${Date.now()}_${crypto.randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      handle =
        engine.name === 'postgres'
          ? await openDatabase({ databaseUrl: PG_URL, pgSchema, poolSize: 2 })
          : await openDatabase({ sqliteFile: ':memory:' });
      // The handle names its schema, so the migrator keeps its bookkeeping there (src/server/db/connection.ts).
      await migrateToLatest(handle);
    });

    afterAll(async () => {
      await handle?.close();
      if (engine.name === 'postgres' && PG_URL) await dropPgSchema(PG_URL, pgSchema);
    });

    it('imports the demo data', async () => {
      const file = demo();
      const result = await importData(handle, file, { today: TODAY });
      if (!result.ok) throw new Error(result.errors.join('\n'));
      const c = result.counts;
      expect(c.countries).toEqual({ inserted: file.countries!.length, unchanged: 0, updated: 0 });
      expect(c.products!.inserted).toBe(file.products!.length);
      expect(c['products.faults']!.inserted).toBe(file.products!.reduce((n, p) => n + (p.faults?.length ?? 0), 0));
      expect(c.serials!.inserted).toBe(file.serials!.length);
      expect(c.members!.inserted).toBe(2);
      expect(c.orders!.inserted).toBe(file.orders!.length);
      expect(c['orders.items']!.inserted).toBe(file.orders!.reduce((n, o) => n + o.items.length, 0));
      expect(c.addresses!.inserted).toBe(file.addresses!.length);
      expect(c.rmas!.inserted).toBe(file.rmas!.length);
      expect(c['rmas.lines']!.inserted).toBe(file.rmas!.reduce((n, r) => n + r.lines.length, 0));
      expect(c['rmas.history']!.inserted).toBe(file.rmas!.reduce((n, r) => n + (r.history?.length ?? 0), 0));
      expect(c.layout!.inserted).toBe(STORES.length * 3);
      expect(c.maintenance!.inserted).toBe(1);
      expect(totals(c).unchanged + totals(c).updated).toBe(0);

      const tables = await tableCounts(handle.db);
      expect(tables.orders).toBe(file.orders!.length);
      expect(tables.order_lines).toBe(c['orders.items']!.inserted);
      expect(tables.rma_history).toBe(c['rmas.history']!.inserted);
      expect(tables.product_stores).toBe(file.products!.reduce((n, p) => n + (p.stores?.length ?? 0), 0));
    });

    it('stores what the portal reads: dates resolved, emails lower case, links and ids resolved', async () => {
      const db = handle.db;
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', 'US1000101')
        .executeTakeFirstOrThrow();
      expect(order.order_date).toBe('2025-06-08');
      expect(order.member_id).toBeNull();
      const memberOrder = await db
        .selectFrom('orders')
        .innerJoin('members', 'members.id', 'orders.member_id')
        .select(['members.email', 'members.membership_enabled', 'members.staff'])
        .where('orders.order_number', '=', 'US1000201')
        .executeTakeFirstOrThrow();
      expect(memberOrder).toEqual({ email: 'member.us@example.com', membership_enabled: 1, staff: 0 });

      const member = await db
        .selectFrom('members')
        .selectAll()
        .where('email', '=', 'staff.us@example.com')
        .executeTakeFirstOrThrow();
      expect(member.staff).toBe(1);
      expect(member.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword('demo-password', member.password_hash)).toBe(true);

      const bundle = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['order_lines.line_no', 'order_lines.parent_line_no'])
        .where('orders.order_number', '=', 'US1000111')
        .orderBy('order_lines.line_no')
        .execute();
      expect(bundle.map((l) => l.parent_line_no)).toEqual([0, 1, 1, 1]);

      const rma = await db.selectFrom('rmas').selectAll().where('rma_no', '=', 'RMA10000009').executeTakeFirstOrThrow();
      expect(rma.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(rma).toMatchObject({ store: 'us', label_status: 'S', country_code: 'US', currency: 'USD', type: 1 });
      const line = await db
        .selectFrom('rma_lines')
        .innerJoin('order_lines', 'order_lines.id', 'rma_lines.order_line_id')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['orders.order_number', 'order_lines.line_no', 'rma_lines.purchase_date', 'rma_lines.warranty_expiry'])
        .where('rma_lines.rma_id', '=', rma.id)
        .executeTakeFirstOrThrow();
      expect(line).toEqual({
        order_number: 'US1000112',
        line_no: 1,
        purchase_date: '2025-05-26',
        warranty_expiry: '2026-05-26',
      });
      const history = await db
        .selectFrom('rma_history')
        .select(['seq', 'status'])
        .where('rma_id', '=', rma.id)
        .orderBy('seq')
        .execute();
      expect(history).toEqual([
        { seq: 1, status: 'SUBMITTED' },
        { seq: 2, status: 'RECEIVED' },
        { seq: 3, status: 'APPROVED' },
      ]);

      const window = await db.selectFrom('maintenance_windows').selectAll().executeTakeFirstOrThrow();
      expect(window).toMatchObject({
        hide_from: '2022-10-09T00:30:00.000Z',
        starts_at: '2022-10-09T01:00:00.000Z',
        ends_at: '2022-10-09T07:00:00.000Z',
      });
    });

    it('changes nothing when the same file is imported again', async () => {
      const before = await tableCounts(handle.db);
      const ids = await handle.db.selectFrom('rmas').select(['rma_no', 'id']).orderBy('rma_no').execute();
      const result = await importData(handle, demo(), { today: TODAY });
      if (!result.ok) throw new Error(result.errors.join('\n'));
      const t = totals(result.counts);
      expect(t.inserted).toBe(0);
      expect(t.updated).toBe(0);
      expect(t.unchanged).toBeGreaterThan(500);
      expect(await tableCounts(handle.db)).toEqual(before);
      expect(await handle.db.selectFrom('rmas').select(['rma_no', 'id']).orderBy('rma_no').execute()).toEqual(ids);
    });

    it('refuses a bad file with every problem and writes nothing', async () => {
      const before = await tableCounts(handle.db);
      const file = {
        products: [
          {
            id: 1004,
            sku: 'HS-PULSE-H6',
            masterId: 20104,
            name: 'Nova Pulse H6 Gaming Headset',
            warrantyMonths: 12,
            satisfactionDays: 30,
            stores: ['us', 'us'],
            faults: [{ id: 100401, faultCode: 'AUD01', description: 'No sound', category: 'Audio' }],
          },
        ],
        serials: [{ serial: 'ZZ0001', sku: 'NO-SUCH-SKU' }],
        members: [{ email: 'new.member@example.com', firstName: 'New', lastName: 'Member', store: 'us' }],
        orders: [
          {
            orderNumber: 'BAD0001',
            store: 'us',
            email: 'bad@example.com',
            orderDate: '2024-02-30',
            items: [{ lineNo: 1, sku: 'HS-PULSE-H6', unitPrice: 10 }],
          },
          {
            orderNumber: 'BAD0002',
            store: 'us',
            email: 'bad@example.com',
            orderDate: 'today-3d',
            items: [
              { lineNo: 1, sku: 'HS-PULSE-H6', unitPrice: 10, serialNumber: 'LC4US0001' },
              { lineNo: 2, sku: 'NOPE', unitPrice: 10, parentLineNo: 5 },
            ],
          },
          {
            orderNumber: 'BAD0003',
            store: 'xx',
            email: 'bad@example.com',
            orderDate: 'today',
            items: [{ lineNo: 1, sku: 'GHOST', unitPrice: 10 }],
          },
          {
            orderNumber: 'BAD0002',
            store: 'us',
            email: 'bad@example.com',
            orderDate: 'yesterday',
            items: [{ lineNo: 1, sku: 'HS-PULSE-H6', unitPrice: -1, colour: 'red' }],
          },
        ],
        addresses: [
          {
            email: 'bad@example.com',
            store: 'us',
            firstName: 'B',
            lastName: 'Ad',
            mobile1: '555-0100',
            address1: '1 Main St',
            postalCode: '10001',
            countryId: 9999,
          },
        ],
        rmas: [
          {
            rmaNo: 'RMA19999999',
            store: 'us',
            email: 'bad@example.com',
            type: 1,
            status: 'SHIPPED',
            countryCode: 'US',
            lines: [
              {
                lineNo: 1,
                orderNumber: 'BAD0002',
                orderLineNo: 7,
                sku: 'HS-PULSE-H6',
                status: 'SUBMITTED',
                method: 'RF',
                unitPrice: 10,
                faultCode: 'ZZZ01',
              },
              {
                lineNo: 2,
                orderNumber: 'US1000101',
                orderLineNo: 1,
                sku: 'HS-PULSE-H6',
                status: 'SUBMITTED',
                method: 'RF',
                unitPrice: 10,
              },
            ],
            history: [
              { status: 'SUBMITTED', date: 'today-2d' },
              { status: 'RECEIVED', date: 'today-5d' },
            ],
          },
        ],
        layout: [{ store: 'us', kind: 'footer', html: '<ul><li><a href="#" onclick="steal()">x</a></li></ul>' }],
        extras: [],
      };
      const result = await importData(handle, file, { today: TODAY });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([
        'extras: unknown section (expected one of countries, products, serials, members, orders, addresses, rmas, layout, maintenance, staffUsers, storeSettings)',
        'products[0].stores[1]: duplicate store',
        'serials[0].sku: unknown product',
        'members[0].password: required for a new member (or passwordHash)',
        'orders[0].orderDate: not a real calendar date',
        'orders[1].items[0].serialNumber: registered to another product (SKU CAM-LIVE-4K)',
        'orders[1].items[1].sku: unknown product',
        'orders[1].items[1].parentLineNo: no line 5 in this order',
        'orders[2].store: unknown store',
        // A record that fails the schema still has its references checked, as far as it can be read.
        'orders[2].items[0].sku: unknown product',
        'orders[3].orderDate: not a date: use YYYY-MM-DD, or today, today-45d, today-13m, today-2y',
        'orders[3].items[0].unitPrice: must be at least 0',
        'orders[3].items[0].colour: unknown field',
        'orders[3].orderNumber: duplicate order number (first at orders[1])',
        'addresses[0].countryId: unknown country',
        'rmas[0].status: not a refund status',
        'rmas[0].history[1].date: earlier than the entry before it',
        "rmas[0].lines[0].faultCode: not in the product's fault list",
        'rmas[0].lines[0].orderLineNo: no line 7 in order BAD0002',
        'rmas[0].lines[1].orderNumber: order belongs to another customer',
        'layout[0].html: contains an event handler attribute',
      ]);
      expect(await tableCounts(handle.db)).toEqual(before);
    });

    it('reports a duplicate order number, with where it was first seen', async () => {
      const order = smallFile().orders![0]!;
      const result = await importData(handle, { orders: [order, { ...order }] }, { today: TODAY });
      expect(result).toEqual({
        ok: false,
        errors: ['orders[1].orderNumber: duplicate order number (first at orders[0])'],
      });
    });

    it('accepts references to rows already in the database, and updates in place', async () => {
      const first = await importData(handle, smallFile(), { today: TODAY });
      expect(first.ok && first.counts.orders).toEqual({ inserted: 1, unchanged: 0, updated: 0 });
      const stored = await handle.db
        .selectFrom('orders')
        .select(['email', 'order_date'])
        .where('order_number', '=', 'T0000001')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ email: 'test.buyer@example.com', order_date: '2025-06-12' });

      const changed = smallFile();
      changed.orders![0]!.items[0]!.unitPrice = 69.99;
      changed.rmas = [
        {
          rmaNo: 'RMA19000001',
          store: 'us',
          email: 'test.buyer@example.com',
          type: 1,
          status: 'SUBMITTED',
          countryCode: 'US',
          lines: [
            {
              lineNo: 1,
              orderNumber: 'T0000001',
              orderLineNo: 1,
              sku: 'HS-PULSE-H6',
              status: 'SUBMITTED',
              method: 'RF',
              unitPrice: 69.99,
            },
          ],
          history: [{ status: 'SUBMITTED', date: 'today' }],
        },
      ];
      const second = await importData(handle, changed, { today: TODAY });
      if (!second.ok) throw new Error(second.errors.join('\n'));
      expect(second.counts.orders).toEqual({ inserted: 0, unchanged: 1, updated: 0 });
      expect(second.counts['orders.items']).toEqual({ inserted: 0, unchanged: 0, updated: 1 });
      expect(second.counts.rmas).toEqual({ inserted: 1, unchanged: 0, updated: 0 });

      // The RMA line alone, pointing at an order only the database knows.
      const third = await importData(handle, { rmas: changed.rmas }, { today: TODAY });
      expect(third.ok && third.counts['rmas.lines']).toEqual({ inserted: 0, unchanged: 1, updated: 0 });
    });

    it('counts a member as unchanged when the plain password still verifies, and updated when it changes', async () => {
      const member = demo().members![0]!;
      const same = await importData(handle, { members: [member] }, { today: TODAY });
      expect(same.ok && same.counts.members).toEqual({ inserted: 0, unchanged: 1, updated: 0 });
      const changed = await importData(
        handle,
        { members: [{ ...member, password: 'another-password' }] },
        { today: TODAY },
      );
      expect(changed.ok && changed.counts.members).toEqual({ inserted: 0, unchanged: 0, updated: 1 });
      const row = await handle.db
        .selectFrom('members')
        .select('password_hash')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword('another-password', row.password_hash)).toBe(true);
      await importData(handle, { members: [member] }, { today: TODAY });
    });

    it('moves relative dates with the import day and keeps rmaIds', async () => {
      const ids = await handle.db.selectFrom('rmas').select(['rma_no', 'id']).orderBy('rma_no').execute();
      const result = await importData(handle, demo(), { today: '2025-06-16' });
      if (!result.ok) throw new Error(result.errors.join('\n'));
      expect(result.counts.orders!.updated).toBe(demo().orders!.length);
      expect(result.counts.countries!.unchanged).toBe(demo().countries!.length);
      expect(await handle.db.selectFrom('rmas').select(['rma_no', 'id']).orderBy('rma_no').execute()).toEqual(ids);
    });

    it("removes the store links a product or country no longer lists, and keeps the others'", async () => {
      const file = demo();
      const product = file.products!.find((p) => (p.stores?.length ?? 0) > 1)!;
      const country = file.countries!.find((c) => (c.stores?.length ?? 0) > 1)!;
      const before = await tableCounts(handle.db);
      const kept = { product: product.stores!.slice(0, 1), country: country.stores!.slice(0, 1) };
      const result = await importData(
        handle,
        { products: [{ ...product, stores: kept.product }], countries: [{ ...country, stores: kept.country }] },
        { today: TODAY },
      );
      if (!result.ok) throw new Error(result.errors.join('\n'));
      expect(result.counts.products!.updated).toBe(1);
      expect(result.counts.countries!.updated).toBe(1);
      const productStores = await handle.db
        .selectFrom('product_stores')
        .select('store')
        .where('product_id', '=', product.id!)
        .execute();
      expect(productStores.map((r) => r.store)).toEqual(kept.product);
      const countryStores = await handle.db
        .selectFrom('store_countries')
        .select('store')
        .where('country_id', '=', country.id)
        .execute();
      expect(countryStores.map((r) => r.store)).toEqual(kept.country);
      const after = await tableCounts(handle.db);
      expect(after.product_stores).toBe(before.product_stores! - (product.stores!.length - 1));
      expect(after.store_countries).toBe(before.store_countries! - (country.stores!.length - 1));
    });
  });
}

describe('the import format', () => {
  it('accepts the demo file as a whole (ZImportFile) and rejects unknown top-level keys', () => {
    expect(ZImportFile.safeParse(demo()).success).toBe(true);
    expect(ZImportFile.safeParse({ ...demo(), other: [] }).success).toBe(false);
  });

  it('refuses what is not an object', () => {
    expect(validateImportFile([], { today: TODAY })).toEqual({
      ok: false,
      errors: ['(file): expected a JSON object, got a list'],
    });
    expect(validateImportFile({ orders: {} }, { today: TODAY })).toEqual({
      ok: false,
      errors: ['orders: expected a list, got an object'],
    });
  });
});

describe('passwords', () => {
  it('hashes with scrypt and verifies', async () => {
    const hash = await hashPassword('demo-password');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('Demo-password', hash)).toBe(false);
    expect(await hashPassword('demo-password')).not.toBe(hash);
  });

  it('never throws on a malformed or too costly stored hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(false);
  });
});

describe('the demo data', () => {
  const file = validateImportFile(demo(), { today: TODAY });
  if (!file.ok) throw new Error(file.errors.join('\n'));
  const data = file.data;

  it('has countries and the three layout fragments for every store', () => {
    for (const store of STORES) {
      expect(
        data.countries.some((c) => c.stores.includes(store)),
        store,
      ).toBe(true);
      for (const kind of ['product-menu', 'side-menu', 'footer']) {
        expect(
          data.layout.some((f) => f.store === store && f.kind === kind),
          `${store} ${kind}`,
        ).toBe(true);
      }
    }
    const ie = data.countries.filter((c) => c.stores.includes('ie')).map((c) => `${c.name} ${c.phoneCode}`);
    expect(ie).toEqual([
      'Austria 43',
      'Belgium 32',
      'Czech Republic 420',
      'Estonia 372',
      'Greece 30',
      'Hungary 36',
      'Ireland 353',
      'Luxembourg 352',
      'Malta 356',
      'Netherlands 31',
      'Poland 48',
      'Portugal 351',
      'Slovakia 421',
      'Slovenia 386',
      'Switzerland 41',
    ]);
    const ph = data.countries.filter((c) => c.stores.includes('ph')).map((c) => `${c.name} ${c.phoneCode}`);
    expect(ph).toEqual(['Indonesia 62', 'Philippines 63', 'Thailand 66', 'Vietnam 84']);
  });

  it('has RMAs at every step of each timeline, a cancelled one and a closed RN replacement', () => {
    const lengths = (type: number, jp: boolean, statuses: readonly string[]) =>
      data.rmas
        .filter(
          (r) => r.type === type && (r.store === 'jp') === jp && r.history.every((h) => statuses.includes(h.status)),
        )
        .map((r) => r.history.length)
        .sort((a, b) => a - b);
    expect(lengths(1, false, REFUND_HISTORY_STATUSES)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(lengths(2, false, REPLACEMENT_HISTORY_STATUSES)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]));
    expect(lengths(2, true, JP_REPAIR_HISTORY_STATUSES)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(data.rmas.some((r) => r.status === 'CANCELED')).toBe(true);
    expect(
      data.rmas.some((r) => r.status === 'CLOSED' && r.lines[0]!.method === 'RN' && r.lines[0]!.status === 'CLOSED'),
    ).toBe(true);
    const labels = data.rmas.filter((r) => r.labelStatus).map((r) => `${r.store} ${r.countryCode} ${r.labelStatus}`);
    expect(labels).toEqual(expect.arrayContaining(['uk GB S', 'de DE Y', 'us US S']));
  });

  it('has orders in the main stores, one with more than five items, and members', () => {
    for (const store of ['us', 'uk', 'sg', 'au', 'jp', 'tw', 'fr', 'de', 'my', 'hk', 'ie', 'ca', 'es', 'it', 'pl']) {
      expect(
        data.orders.some((o) => o.store === store && o.email === `alex.${store}@example.com`),
        store,
      ).toBe(true);
    }
    expect(data.orders.some((o) => o.store === 'us' && o.items.length > 5)).toBe(true);
    expect(data.orders.some((o) => o.items.some((i) => i.parentLineNo))).toBe(true);
    expect(data.products.some((p) => p.masterId === 24228)).toBe(true);
    expect(data.products.filter((p) => p.extendedWarranty)).toHaveLength(2);
    expect(data.members.map((m) => [m.email, m.staff, m.membershipEnabled])).toEqual([
      ['member.us@example.com', false, true],
      ['staff.us@example.com', true, true],
    ]);
    const registered = new Set(data.serials.map((s) => s.serial));
    expect(registered.has('NOTREG00001')).toBe(false);
    for (const o of data.orders)
      for (const i of o.items) if (i.serialNumber) expect(registered.has(i.serialNumber)).toBe(true);
  });
});
