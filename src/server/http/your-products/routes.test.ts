import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import { addDays } from '../../../shared/dates.js';
import { englishMessage } from '../../../shared/messages.js';
import type { TProductLine } from '../../../shared/schemas/index.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { raiseCatalogueVersion } from '../../db/catalogue-version.js';
import { createRma } from '../../modules/rmas/create.js';
import { selectedProductLines } from '../../modules/selection/lines.js';
import { customer, lineOf, newSession, orderOf, png, uploadFile, type Customer } from '../../test/kit.js';
import { sessionFromToken } from '../../modules/session/service.js';

const ALEX = 'alex.us@example.com';
const OTHER_GUEST = 'sam.us@example.com';
const SEVEN_ITEMS = 'US1000110';
const HEADSET = 1004; // HS-PULSE-H6, sold by other retailers
const STUDIO = 1006; // HP-PULSE-STUDIO, sold by other retailers

type Products = { status: string; code?: string; message?: string; products: TProductLine[] };

describe.each(ENGINES)('your-products (%s)', (engine) => {
  let ctx: TestContext;
  let today: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    today = ctx.app.ctx.today();
    // A product only the uk store sells, and an order of Alex's e-mail placed in the uk store.
    await ctx.database.db
      .insertInto('products')
      .values({
        id: 9001,
        sku: 'UK-ONLY-1',
        master_id: 9001,
        name: 'Nova UK Only',
        image: '',
        warranty_months: 12,
        satisfaction_days: 30,
        retail_available: 1,
        extended_warranty: 0,
        price: 10,
      })
      .execute();
    await ctx.database.db.insertInto('product_stores').values({ product_id: 9001, store: 'uk' }).execute();
    await ctx.database.db
      .insertInto('orders')
      .values({ order_number: 'UK9000001', store: 'uk', email: ALEX, member_id: null, order_date: today })
      .execute();
    // Another guest customer of the us store, whose lines Alex must not reach.
    const { id: orderId } = await ctx.database.db
      .insertInto('orders')
      .values({ order_number: 'US9000002', store: 'us', email: OTHER_GUEST, member_id: null, order_date: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('order_lines')
      .values({
        order_id: orderId,
        line_no: 1,
        product_id: HEADSET,
        quantity: 1,
        unit_price: 99,
        serial_number: '',
        parent_line_no: 0,
      })
      .execute();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const alex = () => customer(ctx, 'us', ALEX);
  const sevenItems = async (c: Customer) => orderOf((await c.products()).orderList, SEVEN_ITEMS).items;
  const select = async (c: Customer, sourceId: string, action?: number) => {
    const res = await c.post('/api/your-products/select', { keyword: sourceId, ...(action ? { action } : {}) });
    return { statusCode: res.statusCode, body: res.json<Products>() };
  };
  const addRetail = async (c: Customer, id: number, extra: Record<string, unknown> = {}) => {
    const res = await c.post('/api/your-products/update-product', { id, ...extra });
    return { statusCode: res.statusCode, body: res.json<Products>() };
  };
  const lastRetail = (body: Products) => body.products[body.products.length - 1]!;

  describe('authentication and details', () => {
    it('answers 401 without a token or with a bad one', async () => {
      const none = await ctx.app.inject({ method: 'GET', url: '/api/your-products?store=us' });
      expect(none.statusCode).toBe(401);
      const bad = await ctx.app.inject({
        method: 'GET',
        url: '/api/your-products?store=us',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ status: 'unauthorized', code: 'sessionExpired' });
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-products/select',
        headers: { authorization: 'Bearer not-a-token' },
        payload: { keyword: '1', store: 'us' },
      });
      expect(post.statusCode).toBe(401);
    });

    it('answers 400 enterEmail before the details are given', async () => {
      const c = await newSession(ctx, 'us');
      const res = await c.get('/api/your-products?store=us');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'enterEmail', message: englishMessage('enterEmail') });
      const search = await c.post('/api/your-products/search-order', { keyword: SEVEN_ITEMS });
      expect(search.statusCode).toBe(400);
    });

    it('answers 401 for a call naming another store than the session', async () => {
      const c = await alex();
      const res = await c.get('/api/your-products?store=uk');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/your-products', () => {
    it("hides a registered member's order history from a guest who types the member's e-mail", async () => {
      const intruder = await customer(ctx, 'us', 'member.us@example.com');
      const body = await intruder.products();
      expect(body.orderList).toEqual([]);
      expect(body.orderNumberList).toEqual([]);
      expect(body.rmaNumberList).toEqual([]);
      const search = await intruder.post('/api/your-products/search-order', { keyword: 'US1000201' });
      expect(search.json()).toMatchObject({ status: 'not-found', orderList: [] });
    });

    it("lists the e-mail's orders in the store, newest first, with computed lines", async () => {
      const c = await alex();
      const body = await c.products();
      const dates = body.orderList.map((o) => o.orderDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.orderList.every((o) => o.orderNumber.startsWith('US'))).toBe(true);
      expect(body.orderNumberList).toEqual(body.orderList.map((o) => o.orderNumber));
      expect(body.orderNumberList).not.toContain('US1000201'); // another customer's
      expect(body.orderNumberList).not.toContain('UK9000001'); // Alex's, but of the uk store
      expect(body.rmaNumberList).toEqual(expect.arrayContaining(['RMA10000001', 'RMA10000009', 'RMA10000010']));
      expect(body.rmaNumberList).not.toContain('RMA10000002');
      expect(body).toMatchObject({
        showRetailer: true,
        suggest: [],
        action: 1,
        mode: 'estore',
        orderNumber: '',
        retailList: [],
      });
      expect(body.selected).toEqual([]);

      const seven = orderOf(body.orderList, SEVEN_ITEMS);
      expect(seven.items).toHaveLength(7);
      const dac = lineOf(seven, 'SC-AURORA-X7');
      expect(dac).toMatchObject({
        orderNumber: SEVEN_ITEMS,
        store: 'us',
        selected: false,
        actionSelected: 0,
        serialNumber: 'AX7US0002',
        serialNumberLocked: true,
        serialNumberFinish: true,
        submitted: false,
        purchaseDate: addDays(today, -10),
        returnsEligibility: 1,
        warrantyStatus: 'within',
        warrantyExpiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        purchaseProof: '',
      });
      expect(dac.warrantyDaysRemain).toBeGreaterThan(300);
      expect(dac.faultList.length).toBeGreaterThan(0);
      expect(dac.faultList[0]).toMatchObject({
        faultCode: expect.any(String),
        display: expect.any(Boolean),
        needPOP: expect.any(Boolean),
      });
      // A line without a recorded serial is open for entry.
      expect(lineOf(seven, 'SP-BOOM-GO')).toMatchObject({
        serialNumber: '',
        serialNumberLocked: false,
        serialNumberFinish: false,
      });
    });

    it('marks lines an open RMA holds as submitted, and a cancelled RMA frees them', async () => {
      const body = await (await alex()).products();
      expect(lineOf(orderOf(body.orderList, 'US1000120'), 'HS-PULSE-H6').submitted).toBe(true);
      expect(lineOf(orderOf(body.orderList, 'US1000112'), 'HP-PULSE-AIR').submitted).toBe(true);
      expect(lineOf(orderOf(body.orderList, 'US1000121'), 'SP-PEBBLE-PRO').submitted).toBe(false);
    });

    it('computes eligibility and warranty from the order date', async () => {
      const body = await (await alex()).products();
      const older = lineOf(orderOf(body.orderList, 'US1000102'), 'SC-AURORA-X7'); // 45 days: outside 30-day guarantee
      expect(older.returnsEligibility).toBe(0);
      expect(older.warrantyStatus).toBe('within');
      const expired = lineOf(orderOf(body.orderList, 'US1000104'), 'SC-AURORA-AE5'); // 3 years, 24 months warranty
      expect(expired).toMatchObject({ warrantyStatus: 'expired', warrantyDaysRemain: 0, returnsEligibility: 0 });
    });

    it("gives the extended warranty (Japan's list) in store jp only", async () => {
      const { db } = ctx.database;
      const base = { image: '', warranty_months: 12, satisfaction_days: 30, retail_available: 1, price: 10 };
      await db
        .insertInto('products')
        .values({
          id: 9002,
          sku: 'EXT-WARRANTY-1',
          master_id: 9002,
          name: 'Nova Extended',
          extended_warranty: 1,
          ...base,
        })
        .execute();
      await db
        .insertInto('product_stores')
        .values([
          { product_id: 9002, store: 'us' },
          { product_id: 9002, store: 'jp' },
        ])
        .execute();
      const twoYearsAgo = addDays(today, -730);
      const orderIn = async (store: string, orderNumber: string, email: string) => {
        const { id } = await db
          .insertInto('orders')
          .values({ order_number: orderNumber, store, email, member_id: null, order_date: twoYearsAgo })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('order_lines')
          .values({
            order_id: id,
            line_no: 1,
            product_id: 9002,
            quantity: 1,
            unit_price: 10,
            serial_number: '',
            parent_line_no: 0,
          })
          .execute();
      };
      await orderIn('us', 'US9000003', ALEX);
      await orderIn('jp', 'JP9000003', 'alex.jp@example.com');
      // As the importer does when it writes orders: every process reads its customers' orders again.
      await raiseCatalogueVersion(db);

      const us = lineOf(orderOf((await (await alex()).products()).orderList, 'US9000003'), 'EXT-WARRANTY-1');
      expect(us).toMatchObject({ warrantyStatus: 'expired', warrantyDaysRemain: 0 });
      expect(us.warrantyExpiryDate).toBe(addDays(twoYearsAgo, 365));
      const jpCustomer = await customer(ctx, 'jp', 'alex.jp@example.com');
      const jp = lineOf(orderOf((await jpCustomer.products()).orderList, 'JP9000003'), 'EXT-WARRANTY-1');
      expect(jp).toMatchObject({ warrantyStatus: 'extended' });
      expect(jp.warrantyDaysRemain).toBeGreaterThan(365);
    });

    it('flags bundle masters and their children', async () => {
      const bundle = orderOf((await (await alex()).products()).orderList, 'US1000111');
      expect(lineOf(bundle, 'BN-CREATOR')).toMatchObject({ masterOfChild: true, childOfMaster: false });
      expect(lineOf(bundle, 'CAM-LIVE-4K')).toMatchObject({ masterOfChild: false, childOfMaster: true });
    });

    it('forces the enquiry to 2 in stores without returns', async () => {
      const jp = await customer(ctx, 'jp', 'alex.jp@example.com');
      const body = await jp.products();
      expect(body.action).toBe(2);
      expect(body.orderList.length).toBeGreaterThan(0);
    });

    it('offers retail mode for a replacement when the e-mail has no web-store order', async () => {
      const jp = await customer(ctx, 'jp', 'nobody@example.com');
      const body = await jp.products();
      expect(body).toMatchObject({ orderList: [], action: 2, mode: 'retail' });
      const us = await customer(ctx, 'us', 'nobody@example.com');
      expect((await us.products()).mode).toBe('estore'); // a return (the default enquiry) is of a web-store order
    });
  });

  describe('search-order', () => {
    it("finds the e-mail's order, saves it and lists it first", async () => {
      const c = await alex();
      const res = await c.post('/api/your-products/search-order', { keyword: 'us1000104' });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ status: string; orderList: { orderNumber: string; items: unknown[] }[] }>();
      expect(body.status).toBe('success');
      expect(body.orderList.map((o) => o.orderNumber)).toEqual(['US1000104']);
      expect(body.orderList[0]!.items).toHaveLength(2);
      const after = await c.products();
      expect(after.orderNumber).toBe('US1000104');
      expect(after.orderList[0]!.orderNumber).toBe('US1000104');
    });

    it("answers another customer's order exactly like an unknown one", async () => {
      const c = await alex();
      const other = await c.post('/api/your-products/search-order', { keyword: 'US1000201' });
      const unknown = await c.post('/api/your-products/search-order', { keyword: 'US9999999' });
      expect(other.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(other.json()).toEqual(unknown.json());
      expect(other.json()).toEqual({
        status: 'not-found',
        code: 'orderNotFound',
        message: englishMessage('orderNotFound'),
        orderList: [],
        wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
      expect((await c.products()).orderNumber).toBe('');
    });

    it("finds the customer's own order among their kept orders, and reads alike for another's number and an unknown one", async () => {
      const c = await alex();
      await c.products(); // reads Alex's orders, which are kept
      ctx.statements.length = 0;
      const own = await c.post('/api/your-products/search-order', { keyword: 'us1000104' });
      expect(own.json()).toMatchObject({ status: 'success', orderList: [{ orderNumber: 'US1000104' }] });
      expect(ctx.statements.filter((sql) => /from "orders"|from "order_lines"/.test(sql))).toEqual([]);
      const readsFor = async (keyword: string) => {
        ctx.statements.length = 0;
        await c.post('/api/your-products/search-order', { keyword });
        return ctx.statements.filter((sql) => /^select/i.test(sql));
      };
      const other = await readsFor('US1000201');
      expect(other).toContainEqual(expect.stringMatching(/from "orders"/));
      expect(other).toEqual(await readsFor('US9999999'));
    });

    it("answers not-owner for the same e-mail's order of another store", async () => {
      const c = await alex();
      const res = await c.post('/api/your-products/search-order', { keyword: 'UK9000001' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'not-owner',
        code: 'orderNotOwned',
        message: englishMessage('orderNotOwned'),
        orderList: [],
        wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
    });

    it('asks for an order number when the keyword is empty', async () => {
      const res = await (await alex()).post('/api/your-products/search-order', { keyword: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'enterOrderNumber' });
    });

    it('is rate limited', async () => {
      const limited = await createTestContext(engine, { env: { LOOKUP_RATE_LIMIT: '2' } });
      try {
        const c = await customer(limited, 'us', ALEX);
        const codes: number[] = [];
        for (let i = 0; i < 3; i++)
          codes.push((await c.post('/api/your-products/search-order', { keyword: 'US1' })).statusCode);
        expect(codes).toEqual([200, 200, 429]);
        const rma = await c.post('/api/your-products/search-rma-request', { keyword: 'RMA1' });
        expect([200, 429]).toContain(rma.statusCode);
      } finally {
        await limited.close();
      }
    });
  });

  describe('search-rma-request', () => {
    it("answers the e-mail's RMA and saves the status enquiry", async () => {
      const c = await alex();
      const res = await c.post('/api/your-products/search-rma-request', { keyword: 'rma10000001' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', detail: { rmaNo: 'RMA10000001', email: ALEX } });
      const after = await c.products();
      expect(after).toMatchObject({ rmaNumber: 'RMA10000001', action: 4, mode: 'rma-status', selected: [] });
    });

    it('answers rma-cancelled for a cancelled RMA', async () => {
      const res = await (await alex()).post('/api/your-products/search-rma-request', { keyword: 'RMA10000010' });
      expect(res.json()).toMatchObject({
        status: 'rma-cancelled',
        code: 'rmaCancelled',
        message: englishMessage('rmaCancelled'),
        detail: { rmaNo: 'RMA10000010', status: 'CANCELED' },
      });
    });

    it("answers another customer's RMA exactly like an unknown one", async () => {
      const c = await alex();
      const other = await c.post('/api/your-products/search-rma-request', { keyword: 'RMA10000002' }); // uk, alex.uk
      const unknown = await c.post('/api/your-products/search-rma-request', { keyword: 'RMA99999999' });
      expect(other.statusCode).toBe(200);
      // Both searches leave the state alike: the first records the status enquiry, the second changes nothing and
      // writes nothing, so both answers carry the same version.
      const withoutVersion = (answer: { wizard: { version: number } }) => ({
        ...answer,
        wizard: { ...answer.wizard, version: undefined },
      });
      expect(withoutVersion(other.json())).toEqual(withoutVersion(unknown.json()));
      expect(unknown.json().wizard.version).toBe(other.json().wizard.version);
      expect(other.json()).toEqual({
        status: 'not-found',
        code: 'rmaNotFound',
        message: englishMessage('rmaNotFound'),
        detail: null,
        wizard: { step: 2, natureEnquiry: 4, mode: 'rma-status', version: expect.any(Number) },
      });
      expect((await c.products()).rmaNumber).toBe('');
    });

    it('asks for an RMA number when the keyword is empty', async () => {
      const res = await (await alex()).post('/api/your-products/search-rma-request', { keyword: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'enterRmaNumber' });
    });
  });

  describe('select', () => {
    it('selects up to five lines of the order list and refuses the sixth', async () => {
      const c = await alex();
      const items = await sevenItems(c);
      for (const [i, line] of items.slice(0, 5).entries()) {
        const { statusCode, body } = await select(c, line.sourceId, 1);
        expect(statusCode).toBe(200);
        expect(body.status).toBe('success');
        expect(body.products.filter((l) => l.selected)).toHaveLength(i + 1);
        expect(body.products.find((l) => l.sourceId === line.sourceId)).toMatchObject({
          selected: true,
          actionSelected: 1,
        });
      }
      const sixth = await select(c, items[5]!.sourceId, 1);
      expect(sixth.statusCode).toBe(200);
      expect(sixth.body).toMatchObject({
        status: 'selected-maximum',
        code: 'selectedMaximum',
        message: englishMessage('selectedMaximum', { max: 5 }),
      });
      expect(sixth.body.products.find((l) => l.sourceId === items[5]!.sourceId)!.selected).toBe(false);
      expect(sixth.body.products.filter((l) => l.selected)).toHaveLength(5);

      // A line of another order counts toward the same order list.
      const other = lineOf(orderOf((await c.products()).orderList, 'US1000101'), 'HS-PULSE-H6');
      expect((await select(c, other.sourceId)).body.status).toBe('selected-maximum');

      // Deselecting frees a place.
      const off = await select(c, items[0]!.sourceId);
      expect(off.body.products.find((l) => l.sourceId === items[0]!.sourceId)).toMatchObject({
        selected: false,
        actionSelected: 0,
      });
      expect((await select(c, items[5]!.sourceId, 1)).body.status).toBe('success');

      const body = await c.products();
      expect(body.selected.map((l) => l.sourceId)).toEqual([1, 2, 3, 4, 5].map((i) => items[i]!.sourceId));
    });

    it('gives the request step the selected lines in the order chosen', async () => {
      const c = await alex();
      const items = await sevenItems(c);
      for (const i of [3, 0, 6]) await select(c, items[i]!.sourceId, 2);
      const session = (await sessionFromToken(ctx.app.ctx, c.token))!;
      const lines = await selectedProductLines(ctx.app.ctx, session);
      expect(lines.map((l) => l.sourceId)).toEqual([3, 0, 6].map((i) => items[i]!.sourceId));
      expect(lines.every((l) => l.actionSelected === 2)).toBe(true);
    });

    it('refuses a line an RMA already holds', async () => {
      const c = await alex();
      const held = lineOf(orderOf((await c.products()).orderList, 'US1000120'), 'HS-PULSE-H6');
      const { statusCode, body } = await select(c, held.sourceId, 1);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'rma-exists', code: 'rmaExists', message: englishMessage('rmaExists') });
      expect(body.products.find((l) => l.sourceId === held.sourceId)).toMatchObject({
        selected: false,
        submitted: true,
      });
    });

    it("answers another customer's line like an unknown one", async () => {
      // Another guest customer of the same store (a member's history is not listed to guests at all).
      const other = await customer(ctx, 'us', OTHER_GUEST);
      const theirs = (await other.products()).orderList[0]!.items[0]!;
      const c = await alex();
      const another = await c.post('/api/your-products/select', { keyword: theirs.sourceId });
      const unknown = await c.post('/api/your-products/select', { keyword: '99999999' });
      const retail = await c.post('/api/your-products/select', { keyword: 'r-00000000-0000-0000-0000-000000000000' });
      expect(another.statusCode).toBe(404);
      expect(another.json()).toEqual(unknown.json());
      expect(retail.json()).toEqual(unknown.json());
    });

    it('selects retail lines in a list of their own', async () => {
      const c = await alex();
      const items = await sevenItems(c);
      for (const line of items.slice(0, 5)) await select(c, line.sourceId, 2);
      const added = await addRetail(c, HEADSET);
      expect(added.body.status).toBe('success');
      const retail = lastRetail(added.body);
      expect(retail.selected).toBe(true);
      const off = await select(c, retail.sourceId);
      expect(off.body.products).toHaveLength(1);
      expect(off.body.products[0]!.selected).toBe(false);
    });

    it('refuses in Japan a line whose warranty is over', async () => {
      const jp = await customer(ctx, 'jp', 'alex.jp@example.com');
      const old = lineOf(orderOf((await jp.products()).orderList, 'JP1000104'), 'SC-AURORA-AE5');
      expect(old.warrantyDaysRemain).toBe(0);
      const res = await jp.post('/api/your-products/select', { keyword: old.sourceId });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('search', () => {
    it('suggests retail products by name or SKU, from 2 characters, at most 10', async () => {
      const c = await alex();
      const one = await c.post('/api/your-products/search', { keyword: 'p' });
      expect(one.json()).toEqual({ status: 'success', suggest: [] });
      const byName = (await c.post('/api/your-products/search', { keyword: 'pulse' })).json<{
        suggest: { id: number; sku: string }[];
      }>();
      expect(byName.suggest.map((s) => s.id)).toEqual(expect.arrayContaining([HEADSET, STUDIO]));
      expect(byName.suggest.map((s) => s.id)).not.toContain(1005); // not sold by other retailers
      const bySku = (await c.post('/api/your-products/search', { keyword: 'sc-aurora' })).json<{
        suggest: { sku: string }[];
      }>();
      expect(bySku.suggest.map((s) => s.sku).sort()).toEqual(['SC-AURORA-AE5', 'SC-AURORA-X7']);
      const wide = (await c.post('/api/your-products/search', { keyword: 'no' })).json<{ suggest: unknown[] }>();
      expect(wide.suggest.length).toBeLessThanOrEqual(10);
      const wildcard = (await c.post('/api/your-products/search', { keyword: '%%' })).json<{ suggest: unknown[] }>();
      expect(wildcard.suggest).toEqual([]);
      const otherStore = (await c.post('/api/your-products/search', { keyword: 'uk only' })).json<{
        suggest: unknown[];
      }>();
      expect(otherStore.suggest).toEqual([]);
    });
  });

  describe('update-product', () => {
    it('adds a retail line of a product sold in the store', async () => {
      const c = await alex();
      const { statusCode, body } = await addRetail(c, STUDIO, {
        purchaseDate: addDays(today, -100),
        invoiceNumber: 'INV-1',
      });
      expect(statusCode).toBe(200);
      expect(body.status).toBe('success');
      const line = lastRetail(body);
      expect(line.sourceId).toMatch(/^r-[0-9a-f-]{36}$/);
      expect(line).toMatchObject({
        id: STUDIO,
        orderNumber: '',
        selected: true,
        actionSelected: 2,
        invoiceNumber: 'INV-1',
        invoiceNumberFinish: true,
        purchaseDate: addDays(today, -100),
        returnsEligibility: 0, // bought elsewhere: never refundable here
        warrantyStatus: 'within',
        submitted: false,
      });
      const products = await c.products();
      expect(products.retailList.map((l) => l.sourceId)).toEqual([line.sourceId]);
      expect(products).toMatchObject({ mode: 'retail', action: 2 });
      expect(products.selected.map((l) => l.sourceId)).toEqual([line.sourceId]);
    });

    it('refuses a product not sold in the store, or unknown', async () => {
      const c = await alex();
      expect((await addRetail(c, 9001)).statusCode).toBe(400);
      expect((await addRetail(c, 424242)).statusCode).toBe(400);
      expect((await addRetail(c, 1005)).statusCode).toBe(400); // not sold by other retailers
      expect((await c.products()).retailList).toEqual([]);
    });

    it('answers max-qty-limit for a sixth selected retail line', async () => {
      const c = await alex();
      for (let i = 0; i < 5; i++) expect((await addRetail(c, HEADSET)).body.status).toBe('success');
      const sixth = await addRetail(c, HEADSET);
      expect(sixth.statusCode).toBe(200);
      expect(sixth.body).toMatchObject({ status: 'max-qty-limit', code: 'selectedMaximum' });
      expect(sixth.body.products).toHaveLength(5);
    });
  });

  describe('update-serial-number', () => {
    const check = async (c: Customer, sourceId: string, serialNumber: string) => {
      const res = await c.post('/api/your-products/update-serial-number', { sourceId, serialNumber });
      return { statusCode: res.statusCode, body: res.json<Products>() };
    };

    it('answers each result of the register', async () => {
      const c = await alex();
      const line = lastRetail((await addRetail(c, HEADSET)).body);

      const ok = await check(c, line.sourceId, ' ph6us0007 ');
      expect(ok.statusCode).toBe(200);
      expect(ok.body.status).toBe('success');
      expect(ok.body.products[0]).toMatchObject({
        serialNumber: 'ph6us0007',
        serialNumberFinish: true,
        serialNumberLocked: false,
      });

      const created = await check(c, line.sourceId, 'PH6US0006'); // held by RMA10000017
      expect(created.body).toMatchObject({ status: 'created', code: 'serialDuplicate' });
      expect(created.body.products[0]).toMatchObject({
        serialNumCreated: true,
        serialNumberFinish: false,
        submitted: false,
      });

      const invalid = await check(c, line.sourceId, 'NOPE0000');
      expect(invalid.body).toMatchObject({ status: 'invalid', code: 'serialInvalid' });
      expect(invalid.body.products[0]).toMatchObject({ serialNumInvalid: true, serialNumCreated: false });

      const notmatch = await check(c, line.sourceId, 'PSTUS0002'); // a Pulse Studio serial
      expect(notmatch.body).toMatchObject({ status: 'notmatch', code: 'serialNotMatch' });
      expect(notmatch.body.products[0]).toMatchObject({ serialNumNotMatch: true });
    });

    it('takes 19 characters and refuses 20, and an empty serial', async () => {
      const c = await alex();
      const line = lastRetail((await addRetail(c, HEADSET)).body);
      const nineteen = await check(c, line.sourceId, 'A'.repeat(19));
      expect(nineteen.statusCode).toBe(200);
      expect(nineteen.body.status).toBe('invalid');
      const twenty = await check(c, line.sourceId, 'A'.repeat(20));
      expect(twenty.statusCode).toBe(400);
      expect(twenty.body).toMatchObject({
        code: 'serialTooLong',
        message: englishMessage('serialTooLong', { max: 19 }),
      });
      const empty = await check(c, line.sourceId, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toMatchObject({ code: 'enterSerialNumber' });
      expect((await c.products()).retailList[0]!.serialNumber).toBe('A'.repeat(19));
    });

    it('checks an order line without a recorded serial, and keeps a recorded one', async () => {
      const c = await alex();
      const items = await sevenItems(c);
      const boom = items.find((l) => l.sku === 'SP-BOOM-GO')!;
      const wrong = await check(c, boom.sourceId, 'PH6US0007');
      expect(wrong.body.status).toBe('notmatch');
      expect(wrong.body.products).toHaveLength(7);
      const recorded = items.find((l) => l.sku === 'SC-AURORA-X7')!;
      const kept = await check(c, recorded.sourceId, 'PH6US0007');
      expect(kept.body.products.find((l) => l.sourceId === recorded.sourceId)).toMatchObject({
        serialNumber: 'AX7US0002',
        serialNumberLocked: true,
      });
    });

    it('answers rma-exists for a line an RMA holds', async () => {
      const c = await alex();
      const held = lineOf(orderOf((await c.products()).orderList, 'US1000112'), 'HP-PULSE-AIR');
      const res = await check(c, held.sourceId, 'PARUS0002');
      expect(res.body.status).toBe('rma-exists');
    });

    it("answers another customer's line like an unknown one", async () => {
      const theirs = (await (await customer(ctx, 'us', OTHER_GUEST)).products()).orderList[0]!.items[0]!;
      const res = await check(await alex(), theirs.sourceId, 'X1');
      expect(res.statusCode).toBe(404);
    });
  });

  describe('update-invoice-number', () => {
    it('takes 20 characters and refuses 21', async () => {
      const c = await alex();
      const line = lastRetail((await addRetail(c, HEADSET)).body);
      const twenty = await c.post('/api/your-products/update-invoice-number', {
        sourceId: line.sourceId,
        invoiceNumber: 'I'.repeat(20),
      });
      expect(twenty.statusCode).toBe(200);
      expect(twenty.json()).toMatchObject({ status: 'success' });
      expect(twenty.json<Products>().products[0]).toMatchObject({
        invoiceNumber: 'I'.repeat(20),
        invoiceNumberFinish: true,
      });
      const long = await c.post('/api/your-products/update-invoice-number', {
        sourceId: line.sourceId,
        invoiceNumber: 'I'.repeat(21),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ code: 'invoiceTooLong' });
      const cleared = await c.post('/api/your-products/update-invoice-number', {
        sourceId: line.sourceId,
        invoiceNumber: '',
      });
      expect(cleared.json<Products>().products[0]).toMatchObject({ invoiceNumber: '', invoiceNumberFinish: false });
    });
  });

  describe('update-purchase-date', () => {
    const setDate = (c: Customer, sourceId: string, purchaseDate: string) =>
      c.post('/api/your-products/update-purchase-date', { sourceId, purchaseDate });

    it('takes 2008-01-01 to today and refuses the days outside', async () => {
      const c = await alex();
      const line = lastRetail((await addRetail(c, HEADSET)).body);
      const first = await setDate(c, line.sourceId, '2008-01-01');
      expect(first.statusCode).toBe(200);
      expect(first.json<Products>().products[0]).toMatchObject({
        purchaseDate: '2008-01-01',
        warrantyStatus: 'expired',
      });
      const before = await setDate(c, line.sourceId, '2007-12-31');
      expect(before.statusCode).toBe(400);
      expect(before.json()).toMatchObject({ code: 'purchaseDateRange', message: englishMessage('purchaseDateRange') });
      const now = await setDate(c, line.sourceId, today);
      expect(now.statusCode).toBe(200);
      expect(now.json<Products>().products[0]).toMatchObject({
        purchaseDate: today,
        warrantyStatus: 'within',
        returnsEligibility: 0,
      });
      expect((await setDate(c, line.sourceId, addDays(today, 1))).statusCode).toBe(400);
      expect((await setDate(c, line.sourceId, '2023-02-30')).statusCode).toBe(400);
      expect((await c.products()).retailList[0]!.purchaseDate).toBe(today);
    });

    it('refuses a web-store line (its date is the order date)', async () => {
      const c = await alex();
      const items = await sevenItems(c);
      const res = await setDate(c, items[0]!.sourceId, today);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('remove', () => {
    it('removes a retail line with its proof, and deselects an order line', async () => {
      const c = await alex();
      const line = lastRetail((await addRetail(c, HEADSET)).body);
      const uploaded = await uploadFile(ctx, c, line.sourceId, {
        filename: 'receipt.png',
        type: 'image/png',
        content: png(2000),
      });
      expect(uploaded.statusCode).toBe(200);
      const proof = uploaded.json<Products>().products[0]!.purchaseProof;
      const removed = await c.put('/api/your-products/remove', { sourceId: line.sourceId });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ status: 'success', products: [] });
      expect((await c.get(proof)).statusCode).toBe(404);

      const items = await sevenItems(c);
      await select(c, items[0]!.sourceId);
      const deselected = await c.put('/api/your-products/remove', { sourceId: items[0]!.sourceId });
      expect(deselected.json<Products>().products).toHaveLength(7);
      expect(deselected.json<Products>().products[0]!.selected).toBe(false);
      expect((await c.put('/api/your-products/remove', { sourceId: line.sourceId })).statusCode).toBe(404);
    });
  });

  describe('service-required', () => {
    const proceed = (c: Customer, body: Record<string, unknown>) => c.post('/api/your-products/service-required', body);

    it('moves a return with selected lines to the request step', async () => {
      const c = await alex();
      const items = await sevenItems(c);
      await select(c, items[0]!.sourceId, 1);
      await select(c, items[1]!.sourceId, 1);
      const res = await proceed(c, {
        natureEnquiry: 1,
        orderNumber: SEVEN_ITEMS,
        mode: 'estore',
        items: [{ sourceId: items[0]!.sourceId }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        wizard: { step: 3, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
      const session = (await sessionFromToken(ctx.app.ctx, c.token))!;
      expect(session.state).toMatchObject({ step: 3, natureEnquiry: 1, mode: 'estore', orderNumber: SEVEN_ITEMS });
      expect((await selectedProductLines(ctx.app.ctx, session)).map((l) => l.sourceId)).toEqual([
        items[0]!.sourceId,
        items[1]!.sourceId,
      ]);
    });

    it('asks for an order number for a return and for a web-store replacement', async () => {
      const c = await alex();
      for (const body of [
        { natureEnquiry: 1, orderNumber: '' },
        { natureEnquiry: 2, orderNumber: '', mode: 'estore' },
      ]) {
        const res = await proceed(c, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'enterOrderNumber', message: englishMessage('enterOrderNumber') });
      }
    });

    it("answers another customer's order number like an unknown one", async () => {
      const c = await alex();
      const other = await proceed(c, { natureEnquiry: 1, orderNumber: 'US1000201' });
      const unknown = await proceed(c, { natureEnquiry: 1, orderNumber: 'US0000000' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(unknown.json());
    });

    it('asks for a product when none is selected', async () => {
      const res = await proceed(await alex(), { natureEnquiry: 1, orderNumber: SEVEN_ITEMS });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'selectProduct', message: englishMessage('selectProduct') });
    });

    it('asks for proof and date of every retail line of a replacement', async () => {
      const c = await alex();
      const line = lastRetail((await addRetail(c, HEADSET)).body);
      const missing = await proceed(c, { natureEnquiry: 2, mode: 'retail', orderNumber: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'uploadSupportingFile',
        message: englishMessage('uploadSupportingFile'),
        fields: { [line.sourceId]: englishMessage('uploadSupportingFile') },
      });
      await c.post('/api/your-products/update-purchase-date', {
        sourceId: line.sourceId,
        purchaseDate: addDays(today, -20),
      });
      expect((await proceed(c, { natureEnquiry: 2, mode: 'retail' })).json()).toMatchObject({
        code: 'uploadSupportingFile',
      });
      await uploadFile(ctx, c, line.sourceId, { filename: 'r.png', type: 'image/png', content: png(100) });
      const ok = await proceed(c, { natureEnquiry: 2, mode: 'retail', orderNumber: '' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        status: 'success',
        wizard: { step: 3, natureEnquiry: 2, mode: 'retail', version: expect.any(Number) },
      });
      const session = (await sessionFromToken(ctx.app.ctx, c.token))!;
      expect(session.state).toMatchObject({ step: 3, natureEnquiry: 2, mode: 'retail' });
      expect((await selectedProductLines(ctx.app.ctx, session)).map((l) => l.sourceId)).toEqual([line.sourceId]);
    });

    it('lets a proof contact (5) through without proof', async () => {
      const c = await alex();
      await addRetail(c, HEADSET);
      const res = await proceed(c, { natureEnquiry: 5, mode: 'retail' });
      expect(res.json()).toEqual({
        status: 'success',
        wizard: { step: 3, natureEnquiry: 2, mode: 'retail', version: expect.any(Number) },
      });
      expect((await sessionFromToken(ctx.app.ctx, c.token))!.state.natureEnquiry).toBe(5);
    });

    it('answers rma-exists when a selected line was submitted meanwhile', async () => {
      const c = await alex();
      const line = lineOf(orderOf((await c.products()).orderList, 'US1000103'), 'SP-PEBBLE-PRO');
      expect((await select(c, line.sourceId, 2)).body.status).toBe('success');
      const created = await createRma(ctx.database.db, {
        store: 'us',
        email: ALEX,
        type: RmaType.Replacement,
        countryCode: 'US',
        addressId: null,
        languageReply: 'en',
        requestKey: null,
        now: ctx.app.ctx.now(),
        mail: ctx.app.ctx,
        lines: [
          {
            orderLineId: Number(line.sourceId),
            productId: line.id,
            serialNumber: line.serialNumber,
            invoiceNumber: '',
            purchaseDate: line.purchaseDate,
            warrantyExpiry: line.warrantyExpiryDate,
            unitPrice: line.unitPrice,
            reason: 'DEFECTIVE',
            faultCategory: '',
            faultCode: '',
            comments: '',
            otherComments: '',
            cosmetic: 'no',
            damageUploadId: null,
            proofUploadId: null,
          },
        ],
      });
      expect(created.status).toBe('success');
      const res = await proceed(c, { natureEnquiry: 2, orderNumber: 'US1000103', mode: 'estore' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'rma-exists', code: 'rmaExists' });
      const after = lineOf(orderOf((await c.products()).orderList, 'US1000103'), 'SP-PEBBLE-PRO');
      expect(after).toMatchObject({ submitted: true, selected: false });
    });

    it('checks a status enquiry like search-rma-request', async () => {
      const c = await alex();
      const theirs = await proceed(c, { natureEnquiry: 4, rmaNumber: 'RMA10000002', orderNumber: '' });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).toEqual({
        status: 'not-found',
        code: 'rmaNotFound',
        message: englishMessage('rmaNotFound'),
        wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
      });
      const empty = await proceed(c, { natureEnquiry: 4, rmaNumber: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'enterRmaNumber' });
      const own = await proceed(c, { natureEnquiry: 4, rmaNumber: 'RMA10000009' });
      expect(own.json()).toEqual({
        status: 'success',
        wizard: { step: 3, natureEnquiry: 4, mode: 'rma-status', version: expect.any(Number) },
      });
      const session = (await sessionFromToken(ctx.app.ctx, c.token))!;
      expect(session.state).toMatchObject({ step: 3, natureEnquiry: 4, mode: 'rma-status', rmaNumber: 'RMA10000009' });
    });

    it('refuses an unknown nature of enquiry', async () => {
      const res = await proceed(await alex(), { natureEnquiry: 3, orderNumber: SEVEN_ITEMS });
      expect(res.statusCode).toBe(400);
    });
  });
});
