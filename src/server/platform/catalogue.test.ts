import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../db/catalogue-version.js';
import { importData } from '../import/importer.js';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { builtinCatalogue } from './catalogue.js';
import { builtinOrders, builtinSerials, KEPT_CUSTOMERS, KEPT_LINES_PER_CUSTOMER } from './orders.js';

describe.each(ENGINES)('built-in catalogue, order book and serial register (%s)', (engine) => {
  let ctx: TestContext;
  let queries = 0;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /**
   * The database with a query counter, to check that batches stay one query. It counts the queries compiled: a
   * statement kept compiled (db/compiled-once.ts) counts on its first run on this database only.
   */
  const counted = () =>
    ctx.database.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });

  it('reads products and faults in one query each, whatever the number of ids', async () => {
    const catalogue = builtinCatalogue(counted(), ctx.database.dialect);
    queries = 0;
    const products = await catalogue.products([1004, 1006, 1004, 424242]);
    expect(queries).toBe(1);
    expect([...products.keys()].sort()).toEqual([1004, 1006]);
    expect(products.get(1006)).toMatchObject({
      sku: 'HP-PULSE-STUDIO',
      warrantyMonths: 24,
      satisfactionDays: 30,
      retailAvailable: true,
      extendedWarranty: true,
    });
    queries = 0;
    const faults = await catalogue.faults([1001, 1004, 424242]);
    expect(queries).toBe(1);
    expect(faults.get(424242)).toEqual([]);
    expect(faults.get(1001)!.map((f) => f.faultCode)).toContain('OTH01');
    expect(faults.get(1001)!.find((f) => f.faultCode === 'PHY02')).toMatchObject({ needPOP: true, display: true });
    queries = 0;
    expect((await catalogue.products([])).size).toBe(0);
    expect((await catalogue.faults([])).size).toBe(0);
    expect(queries).toBe(0);
    expect(await catalogue.product(1001)).toMatchObject({ name: 'Nova Aurora X7 USB DAC and Sound Card' });
    expect(await catalogue.product(424242)).toBeNull();
  });

  it('reads products with their faults in one query, with the fault texts of one language only', async () => {
    const catalogue = builtinCatalogue(counted(), ctx.database.dialect);
    queries = 0;
    const japanese = await catalogue.productsWithFaults([1001, 1001, 424242], 'jp');
    // The catalogue's version, then the products.
    expect(queries).toBe(2);
    expect([...japanese.keys()]).toEqual([1001]);
    const faults = japanese.get(1001)!.faults;
    expect(faults.length).toBeGreaterThan(1);
    for (const fault of faults) {
      expect(Object.keys(fault.translations)).toEqual(['jp']);
      expect(fault.translations.jp!.description).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const english = await catalogue.productsWithFaults([1001], 'en');
    expect(english.get(1001)!.faults.map((f) => f.translations)).toEqual(faults.map(() => ({})));
    expect(english.get(1001)!.faults.map((f) => f.faultCode)).toEqual(faults.map((f) => f.faultCode));
  });

  it('keeps what it read until an import changes the catalogue, in every process', async () => {
    const first = builtinCatalogue(counted(), ctx.database.dialect);
    const second = builtinCatalogue(ctx.database.db, ctx.database.dialect);
    const before = (await first.productsWithFaults([1003], 'de')).get(1003)!;
    await second.productsWithFaults([1003], 'de');
    ctx.statements.length = 0;
    const again = (await first.productsWithFaults([1003], 'de')).get(1003)!;
    expect(ctx.statements).toEqual([expect.stringMatching(/from "catalogue_version"/)]);
    expect(again).toBe(before);
    // A call that read the version with its session runs no statement at all.
    const version = await readCatalogueVersion(ctx.database.db);
    ctx.statements.length = 0;
    expect((await first.productsWithFaults([1003], 'de', version)).get(1003)).toBe(before);
    expect(ctx.statements).toEqual([]);
    expect(Object.isFrozen(again) && Object.isFrozen(again.faults) && Object.isFrozen(again.faults[0])).toBe(true);

    const demo = JSON.parse(fs.readFileSync(new URL('../demo/demo-data.json', import.meta.url), 'utf8')) as {
      products: { id: number; name: string; faults: { description: string }[] }[];
    };
    const product = demo.products.find((p) => p.id === 1003)!;
    const renamed = {
      ...product,
      name: `${product.name} (2nd edition)`,
      faults: product.faults.map((f, i) => (i === 0 ? { ...f, description: 'Crackling at high volume' } : f)),
    };
    const imported = await importData(
      ctx.database,
      { products: [renamed] },
      { today: ctx.clock.now.toISOString().slice(0, 10) },
    );
    expect(imported.ok).toBe(true);

    for (const catalogue of [first, second]) {
      const after = (await catalogue.productsWithFaults([1003], 'en')).get(1003)!;
      expect(after.name).toBe(renamed.name);
      expect(after.faults[0]!.faultCodeDesc).toBe('Crackling at high volume');
      expect((await catalogue.productsWithFaults([1003], 'de')).get(1003)!.name).toBe(renamed.name);
    }
    // Importing the same file again changes nothing, and what is kept stays.
    const kept = (await first.productsWithFaults([1003], 'en')).get(1003)!;
    expect(
      (await importData(ctx.database, { products: [renamed] }, { today: ctx.clock.now.toISOString().slice(0, 10) })).ok,
    ).toBe(true);
    expect((await first.productsWithFaults([1003], 'en')).get(1003)).toEqual(kept);
    await importData(ctx.database, { products: [product] }, { today: ctx.clock.now.toISOString().slice(0, 10) });
  });

  it("keeps a customer's orders at a catalogue version until an import writes orders, in every process", async () => {
    const today = ctx.clock.now.toISOString().slice(0, 10);
    const email = 'kept.orders@example.com';
    const first = builtinOrders(ctx.database.db);
    const second = builtinOrders(ctx.database.db);
    const order = (orderNumber: string, sku: string) => ({
      orderNumber,
      store: 'us',
      email,
      orderDate: 'today-3d',
      items: [{ lineNo: 1, sku, unitPrice: 10 }],
    });
    expect((await importData(ctx.database, { orders: [order('US7000001', 'HS-PULSE-H6')] }, { today })).ok).toBe(true);
    const version = await readCatalogueVersion(ctx.database.db);
    const before = await first.ordersOf(email, 'us', version);
    expect(before.map((o) => o.orderNumber)).toEqual(['US7000001']);
    expect(Object.isFrozen(before) && Object.isFrozen(before[0]) && Object.isFrozen(before[0]!.lines[0])).toBe(true);
    // Kept by the address as the importer stores it, whatever the case it is given in: no statement.
    ctx.statements.length = 0;
    expect(await first.ordersOf(' Kept.Orders@Example.com ', 'us', version)).toBe(before);
    expect(ctx.statements).toEqual([]);
    await second.ordersOf(email, 'us', version);

    // An import of another order raises the version: both read the customer's orders again at the new one.
    expect((await importData(ctx.database, { orders: [order('US7000002', 'SP-PEBBLE-2')] }, { today })).ok).toBe(true);
    const raised = await readCatalogueVersion(ctx.database.db);
    expect(raised).toBeGreaterThan(version);
    for (const orders of [first, second]) {
      expect((await orders.ordersOf(email, 'us', raised)).map((o) => o.orderNumber).sort()).toEqual([
        'US7000001',
        'US7000002',
      ]);
    }
    // An import that changes no order leaves the version, and what is kept, as they were.
    const kept = await first.ordersOf(email, 'us', raised);
    expect((await importData(ctx.database, { orders: [order('US7000002', 'SP-PEBBLE-2')] }, { today })).ok).toBe(true);
    expect(await readCatalogueVersion(ctx.database.db)).toBe(raised);
    expect(await first.ordersOf(email, 'us', raised)).toBe(kept);
    // Without a version, the orders are read every time.
    ctx.statements.length = 0;
    expect(await first.ordersOf(email, 'us')).not.toBe(kept);
    expect(ctx.statements).toEqual([expect.stringMatching(/from "orders"/)]);
  });

  it(`keeps the orders of the last ${KEPT_CUSTOMERS} customers read, reading the oldest again`, async () => {
    const orders = builtinOrders(ctx.database.db);
    const version = await readCatalogueVersion(ctx.database.db);
    const alex = await orders.ordersOf('alex.us@example.com', 'us', version);
    for (let n = 0; n < KEPT_CUSTOMERS - 1; n++) await orders.ordersOf(`nobody.${n}@example.com`, 'us', version);
    // Read again, Alex's orders become the newest kept; one more customer pushes out nobody.0's, not Alex's.
    expect(await orders.ordersOf('alex.us@example.com', 'us', version)).toBe(alex);
    await orders.ordersOf('one.more@example.com', 'us', version);
    ctx.statements.length = 0;
    expect(await orders.ordersOf('alex.us@example.com', 'us', version)).toBe(alex);
    expect(ctx.statements).toEqual([]);
    await orders.ordersOf('nobody.0@example.com', 'us', version);
    expect(ctx.statements).toEqual([expect.stringMatching(/from "orders"/)]);
  });

  it(`reads each time the orders of a customer with more than ${KEPT_LINES_PER_CUSTOMER} lines`, async () => {
    const today = ctx.clock.now.toISOString().slice(0, 10);
    const orderOf = (email: string, orderNumber: string, lines: number) => ({
      orderNumber,
      store: 'us',
      email,
      orderDate: 'today-3d',
      items: Array.from({ length: lines }, (_, i) => ({ lineNo: i + 1, sku: 'HS-PULSE-H6', unitPrice: 10 })),
    });
    const imported = await importData(
      ctx.database,
      {
        orders: [
          orderOf('at.most@example.com', 'US7100001', KEPT_LINES_PER_CUSTOMER),
          orderOf('more.than@example.com', 'US7100002', KEPT_LINES_PER_CUSTOMER),
          orderOf('more.than@example.com', 'US7100003', 1),
        ],
      },
      { today },
    );
    expect(imported.ok).toBe(true);
    const orders = builtinOrders(ctx.database.db);
    const version = await readCatalogueVersion(ctx.database.db);
    const atMost = await orders.ordersOf('at.most@example.com', 'us', version);
    expect(await orders.ordersOf('at.most@example.com', 'us', version)).toBe(atMost);
    const moreThan = await orders.ordersOf('more.than@example.com', 'us', version);
    expect(moreThan.flatMap((o) => o.lines)).toHaveLength(KEPT_LINES_PER_CUSTOMER + 1);
    ctx.statements.length = 0;
    expect(await orders.ordersOf('more.than@example.com', 'us', version)).toEqual(moreThan);
    expect(ctx.statements).toEqual([expect.stringMatching(/from "orders"/)]);
  });

  it('searches retail products of a store by name or SKU, wildcards taken literally', async () => {
    const catalogue = builtinCatalogue(ctx.database.db, ctx.database.dialect);
    const byName = await catalogue.searchRetail('us', 'PULSE h6', 10);
    expect(byName.map((p) => p.sku)).toEqual(['HS-PULSE-H6']);
    expect((await catalogue.searchRetail('us', 'aurora', 10)).map((p) => p.sku).sort()).toEqual([
      'SC-AURORA-AE5',
      'SC-AURORA-X7',
    ]);
    expect(await catalogue.searchRetail('us', '_', 10)).toEqual([]);
    expect(await catalogue.searchRetail('us', '%', 10)).toEqual([]);
    expect(await catalogue.searchRetail('us', 'nova', 2)).toHaveLength(2);
    expect(await catalogue.searchRetail('us', 'Pulse Air', 10)).toEqual([]); // not sold by other retailers
    expect(await catalogue.soldIn(1014, 'us')).toBe(true);
    expect(await catalogue.soldIn(1014, 'jp')).toBe(false);
  });

  it("lists an e-mail's orders of a store newest first, with their lines, in one query", async () => {
    const orders = builtinOrders(counted());
    queries = 0;
    const list = await orders.ordersOf(' Alex.US@example.com ', 'us');
    expect(queries).toBe(1);
    expect(list.length).toBeGreaterThan(5);
    const dates = list.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.every((o) => o.store === 'us' && o.email === 'alex.us@example.com')).toBe(true);
    const seven = list.find((o) => o.orderNumber === 'US1000110')!;
    expect(seven.lines.map((l) => l.lineNo)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seven.lines[6]).toMatchObject({ serialNumber: '', parentLineNo: 0 });
    expect(await orders.ordersOf('alex.us@example.com', 'uk')).toEqual([]);
    expect(await orders.ordersOf('', 'us')).toEqual([]);
  });

  it("answers another customer's order number as an unknown one, with the same queries", async () => {
    const orders = builtinOrders(ctx.database.db);
    // The statements the database ran (the counter above counts compilations, once per statement kept compiled).
    ctx.statements.length = 0;
    expect(await orders.byNumber('US1000111', 'someone.else@example.com')).toBeNull();
    const forAnother = [...ctx.statements];
    ctx.statements.length = 0;
    expect(await orders.byNumber('US9999999', 'someone.else@example.com')).toBeNull();
    expect(forAnother).toHaveLength(1);
    expect(forAnother).toEqual(ctx.statements);
    expect(await orders.byNumber('us1000111', ' Alex.US@example.com ')).toMatchObject({ orderNumber: 'US1000111' });
  });

  it('finds an order by number and a line by id', async () => {
    const orders = builtinOrders(ctx.database.db);
    const order = await orders.byNumber(' us1000111 ');
    expect(order).toMatchObject({ orderNumber: 'US1000111', store: 'us', email: 'alex.us@example.com' });
    expect(order!.lines.filter((l) => l.parentLineNo === 1)).toHaveLength(3);
    expect(await orders.byNumber('NOPE')).toBeNull();
    const line = await orders.lineById(order!.lines[1]!.id);
    expect(line).toMatchObject({ orderNumber: 'US1000111', lineNo: 2, email: 'alex.us@example.com', store: 'us' });
    expect(await orders.lineById(99999999)).toBeNull();
  });

  it('tells the product of a serial, whatever its case', async () => {
    const serials = builtinSerials(ctx.database.db);
    expect(await serials.productOf('PH6US0007')).toBe(1004);
    expect(await serials.productOf(' ph6us0007 ')).toBe(1004);
    expect(await serials.productOf('NOPE')).toBeNull();
    expect(await serials.productOf('')).toBeNull();
  });
});
