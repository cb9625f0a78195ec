import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates.js';
import { IE_COUNTRIES, PH_COUNTRIES } from '../../../shared/rules/address.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { Customer, demoCustomer, newCustomer, PNG, repairItem } from '../../test/kit.js';

const US = 840;

function address(extra: Record<string, unknown> = {}) {
  return {
    id: 0,
    firstName: 'Alex',
    lastName: 'Morgan',
    mobile1: '+1 (415) 555-0100',
    mobile2: '',
    address1: '1 Main Street',
    address2: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    ...extra,
  };
}

describe.each(ENGINES)('your-address on %s', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const addressIdsOf = async (email: string) =>
    (
      await ctx.database.db
        .selectFrom('addresses')
        .select('id')
        .where('owner_email', '=', email)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  /** A customer whose repair of the given order lines waits for its address. */
  async function pendingRepair(store: 'us' | 'ie', email: string, country: number, order: string, indexes: number[]) {
    const c = await demoCustomer(ctx.app, store, email, country);
    const lines = await c.chooseFromOrder(order, 2, indexes);
    const res = await c.submit(
      2,
      lines.map((l) => repairItem(l.sourceId)),
      `pending-${order}-${indexes.join('')}`,
    );
    expect(res.body.status, JSON.stringify(res.body)).toBe('address');
    return { c, lines };
  }

  it('answers fail when no replacement waits for an address, and 401 without a session', async () => {
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    const res = await c.get('/api/your-address');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 'fail',
      items: [],
      address: null,
      countryCode: '',
      countryId: 0,
      countryName: '',
      countryOptions: [],
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/your-address?store=us' })).statusCode).toBe(401);
    const submit = await c.post('/api/your-address/submit', {
      address: { id: (await addressIdsOf('alex.us@example.com'))[0] },
    });
    expect(submit.statusCode).toBe(409);
    expect(submit.body.status).toBe('fail');
  });

  describe('address form validation (update)', () => {
    it('names every missing field of the AU form and takes only its state list', async () => {
      const c = await demoCustomer(ctx.app, 'au', 'alex.au@example.com', 36);
      const empty = await c.post('/api/your-address/update', {
        address: { id: 0, firstName: '', lastName: '', mobile1: '', address1: '', state: '', postalCode: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.body.fields).toEqual({
        'address.firstName': 'Please enter your first name.',
        'address.lastName': 'Please enter you last name.',
        'address.mobile1': 'Please enter a valid phone number.',
        'address.address1': 'Please enter your address.',
        'address.state': 'Please select your state.',
        'address.postalCode': 'Please enter your postal code.',
      });
      const typed = await c.post('/api/your-address/update', {
        address: address({ state: 'Victoria', mobile1: '0412 345 678' }),
      });
      expect(typed.body.fields).toEqual({ 'address.state': 'Please select your state.' });
      const ok = await c.post('/api/your-address/update', {
        address: address({ state: 'VIC', mobile1: '0412 345 678' }),
      });
      expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
      const saved = ok.body.items.find((a: { id: number }) => a.id === ok.body.id);
      expect(saved).toMatchObject({ state: 'VIC', countryId: 36, countryCode: 'AU', countryName: 'Australia' });
    });

    it('takes US states by code, DC included', async () => {
      const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
      expect((await c.post('/api/your-address/update', { address: address({ state: 'XX' }) })).body.fields).toEqual({
        'address.state': 'Please select your state.',
      });
      expect((await c.post('/api/your-address/update', { address: address({ state: 'Illinois' }) })).statusCode).toBe(
        400,
      );
      const dc = await c.post('/api/your-address/update', { address: address({ state: 'DC' }) });
      expect(dc.body.status).toBe('success');
    });

    it('needs neither city nor state in sg and tw', async () => {
      for (const [store, email, country] of [
        ['sg', 'alex.sg@example.com', 702],
        ['tw', 'alex.tw@example.com', 158],
      ] as const) {
        const c = await demoCustomer(ctx.app, store, email, country, store === 'tw' ? { pid: 'A123456789' } : {});
        const res = await c.post('/api/your-address/update', {
          address: address({ city: '', state: '', mobile1: '090-1234-5678' }),
        });
        expect(res.statusCode, `${store} ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.items.find((a: { id: number }) => a.id === res.body.id).countryId).toBe(country);
      }
    });

    it('needs the prefecture (one of the 47) and the city in jp (docs/rules/address.md#address-forms-by-store)', async () => {
      const c = await demoCustomer(ctx.app, 'jp', 'alex.jp@example.com', 392);
      const none = await c.post('/api/your-address/update', {
        address: address({ city: '', state: '', mobile1: '090-1234-5678' }),
      });
      expect(none.statusCode).toBe(400);
      expect(Object.keys(none.body.fields).sort()).toEqual(['address.city', 'address.state']);
      const english = await c.post('/api/your-address/update', {
        address: address({ city: '千代田区', state: 'Tokyo', mobile1: '090-1234-5678' }),
      });
      expect(Object.keys(english.body.fields)).toEqual(['address.state']);
      const ok = await c.post('/api/your-address/update', {
        address: address({ city: '千代田区', state: '東京都', mobile1: '090-1234-5678' }),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body.items.find((a: { id: number }) => a.id === ok.body.id)).toMatchObject({
        state: '東京都',
        city: '千代田区',
        countryId: 392,
      });
    });

    it('needs the post town but not the county in uk', async () => {
      const c = await demoCustomer(ctx.app, 'uk', 'alex.uk@example.com', 826);
      const noTown = await c.post('/api/your-address/update', { address: address({ city: '', state: 'Kent' }) });
      expect(noTown.statusCode).toBe(400);
      expect(noTown.body.fields).toEqual({ 'address.city': 'Please enter your city.' });
      const noCounty = await c.post('/api/your-address/update', { address: address({ city: 'London', state: '' }) });
      expect(noCounty.statusCode).toBe(200);
    });

    it('requires a country of the fixed ie list (docs/rules/address.md#address-forms-by-store)', async () => {
      const c = await demoCustomer(ctx.app, 'ie', 'alex.ie@example.com', 372);
      const none = await c.post('/api/your-address/update', { address: address({ state: 'Dublin', countryId: 0 }) });
      expect(none.statusCode).toBe(400);
      expect(none.body.fields).toEqual({ 'address.countryId': 'Please select your country.' });
      const foreign = await c.post('/api/your-address/update', {
        address: address({ state: 'Dublin', countryId: US }),
      });
      expect(foreign.body.fields).toEqual({ 'address.countryId': 'Please select your country.' });
      const ok = await c.post('/api/your-address/update', { address: address({ state: 'Utrecht', countryId: 528 }) });
      expect(ok.body.items.find((a: { id: number }) => a.id === ok.body.id)).toMatchObject({
        countryId: 528,
        countryCode: 'NL',
      });
    });

    it('offers ph its four countries, the customer’s by default', async () => {
      const c = await demoCustomer(ctx.app, 'ph', 'pat.ph@example.com', 608);
      const byDefault = await c.post('/api/your-address/update', { address: address({ state: 'Metro Manila' }) });
      expect(byDefault.body.items[0]).toMatchObject({ countryId: 608, countryName: 'Philippines', countryCode: 'PH' });
      const thai = await c.post('/api/your-address/update', { address: address({ state: 'Bangkok', countryId: 764 }) });
      expect(thai.body.items.find((a: { id: number }) => a.id === thai.body.id).countryCode).toBe('TH');
      const foreign = await c.post('/api/your-address/update', {
        address: address({ state: 'Bangkok', countryId: US }),
      });
      expect(foreign.body.fields).toEqual({ 'address.countryId': 'Please select your country.' });
    });

    it('turns slashes of a phone number into hyphens before checking it', async () => {
      const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
      const res = await c.post('/api/your-address/update', {
        address: address({ mobile1: '0412/345/678', mobile2: '+61 (2) 9999/0000' }),
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.items.find((a: { id: number }) => a.id === res.body.id)).toMatchObject({
        mobile1: '0412-345-678',
        mobile2: '+61 (2) 9999-0000',
      });
      const bad = await c.post('/api/your-address/update', {
        address: address({ mobile1: 'call me', mobile2: '12#4' }),
      });
      expect(bad.body.fields).toEqual({
        'address.mobile1': 'Please enter a valid phone number format.',
        'address.mobile2': 'Please enter a valid phone number format.',
      });
    });

    it("changes the customer's own address and answers 404 for another's", async () => {
      const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
      const [own] = await addressIdsOf('alex.us@example.com');
      const changed = await c.post('/api/your-address/update', {
        address: address({ id: own, address1: '9 Changed Road' }),
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.body.id).toBe(own);
      expect(changed.body.items.find((a: { id: number }) => a.id === own).address1).toBe('9 Changed Road');

      const [theirs] = await addressIdsOf('member.us@example.com');
      const refused = await c.post('/api/your-address/update', {
        address: address({ id: theirs, address1: 'Hijacked' }),
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.code).toBe('notFound');
      const untouched = await ctx.database.db
        .selectFrom('addresses')
        .select('address1')
        .where('id', '=', theirs!)
        .executeTakeFirstOrThrow();
      expect(untouched.address1).not.toBe('Hijacked');
      expect((await c.post('/api/your-address/update', { address: address({ id: 987654 }) })).statusCode).toBe(404);
    });
  });

  it('ships a replacement from a web-store order to a chosen address (journey, store us)', async () => {
    const { c, lines } = await pendingRepair('us', 'alex.us@example.com', US, 'US1000110', [0, 3]);

    const page = await c.get('/api/your-address');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatchObject({
      status: 'success',
      countryCode: 'US',
      countryId: US,
      countryName: 'United States',
    });
    const ownIds = await addressIdsOf('alex.us@example.com');
    expect(page.body.items.map((a: { id: number }) => a.id).sort()).toEqual([...ownIds].sort());
    expect(ownIds).toContain(page.body.address.id);
    expect(page.body.countryOptions).toEqual([{ id: US, name: 'United States', phoneCode: 1 }]);

    // Not an address of this customer, or none: the select-a-shipping-address error (docs/rules/address.md#page).
    const [theirs] = await addressIdsOf('member.us@example.com');
    for (const id of [0, theirs, 987654]) {
      const res = await c.post('/api/your-address/submit', { address: { id } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ code: 'selectShippingAddress', message: 'Please select a shipping address.' });
    }

    const created = await c.post('/api/your-address/update', {
      address: address({ firstName: 'Ship', address1: '77 Replacement Way' }),
    });
    const res = await c.post('/api/your-address/submit', { address: { id: created.body.id } });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      rmaNo: expect.stringMatching(/^RMA\d{8}$/),
      rmaId: expect.any(String),
      wizard: { step: 1, natureEnquiry: 2, mode: 'estore', version: expect.any(Number) },
    });

    const rma = await ctx.database.db
      .selectFrom('rmas')
      .selectAll()
      .where('rma_no', '=', res.body.rmaNo)
      .executeTakeFirstOrThrow();
    expect(rma).toMatchObject({ type: 2, address_id: created.body.id, country_code: 'US', status: 'SUBMITTED' });
    const rmaLines = await ctx.database.db
      .selectFrom('rma_lines')
      .selectAll()
      .where('rma_id', '=', rma.id)
      .orderBy('line_no')
      .execute();
    expect(rmaLines.map((l) => [String(l.order_line_id), l.method, l.reason, l.fault_code])).toEqual(
      lines.map((l) => [l.sourceId, 'RP', 'DEFECTIVE', 'AUD01']),
    );

    // The request is done: the address page sends the customer back; a repeat answers with the same RMA.
    expect((await c.get('/api/your-address')).body.status).toBe('fail');
    const again = await c.post('/api/your-address/submit', { address: { id: created.body.id } });
    expect(again.body).toEqual(res.body);

    const confirmation = await c.get('/api/confirmation', { rmaNo: res.body.rmaNo, rmaId: res.body.rmaId });
    expect(confirmation.body.detail).toMatchObject({
      type: 2,
      countryCode: 'US',
      products: [{ rmA_METHOD: 'RP' }, { rmA_METHOD: 'RP' }],
    });
    // The next time the page opens, the address used last is the one preselected.
    const next = await pendingRepair('us', 'alex.us@example.com', US, 'US1000110', [1]);
    expect((await next.c.get('/api/your-address')).body.address.id).toBe(created.body.id);
  });

  it('makes one RMA for two concurrent address submits', async () => {
    const { c } = await pendingRepair('us', 'alex.us@example.com', US, 'US1000101', [0]);
    const [id] = await addressIdsOf('alex.us@example.com');
    const [a, b] = await Promise.all([
      c.post('/api/your-address/submit', { address: { id } }),
      c.post('/api/your-address/submit', { address: { id } }),
    ]);
    expect(a.statusCode, JSON.stringify(a.body)).toBe(200);
    expect(b.statusCode, JSON.stringify(b.body)).toBe(200);
    expect(a.body.rmaNo).toBe(b.body.rmaNo);
    const count = await ctx.database.db
      .selectFrom('rmas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('request_key', 'like', '%:pending-US1000101-0')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('offers the fixed countries on the ie address page (docs/rules/address.md#address-forms-by-store)', async () => {
    const { c } = await pendingRepair('ie', 'alex.ie@example.com', 372, 'IE1000101', [0]);
    const page = await c.get('/api/your-address');
    expect(page.body).toMatchObject({ status: 'success', countryId: 372, countryCode: 'IE', countryName: 'Ireland' });
    expect(page.body.countryOptions.map((o: { name: string; phoneCode: number }) => [o.name, o.phoneCode])).toEqual(
      IE_COUNTRIES.map((o) => [o.name, o.phoneCode]),
    );
    expect(page.body.items.length).toBeGreaterThanOrEqual(2);
  });

  it('ships a replacement of a product bought elsewhere, with its proof and date (journey, store ph)', async () => {
    const c: Customer = await demoCustomer(ctx.app, 'ph', 'pat.retail@example.com', 608);
    const purchaseDate = addDays(new Date().toISOString().slice(0, 10), -60);
    const added = await c.post('/api/your-products/update-product', { id: 1001 });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    const line = added.body.products.find((p: { id: number }) => p.id === 1001);
    expect(line.orderNumber).toBe('');

    // Without the proof and the date the products step does not complete.
    const early = await c.serviceRequired({ natureEnquiry: 2, mode: 'retail' });
    expect(early.statusCode).toBe(400);
    expect(early.body.code).toBe('uploadSupportingFile');

    const proof = await c.upload(
      '/api/your-products/upload-file',
      { sourceId: line.sourceId },
      { name: 'receipt.png', type: 'image/png', content: PNG },
    );
    expect(proof.statusCode, JSON.stringify(proof.body)).toBe(200);
    const dated = await c.post('/api/your-products/update-purchase-date', { sourceId: line.sourceId, purchaseDate });
    expect(dated.statusCode, JSON.stringify(dated.body)).toBe(200);
    const step = await c.serviceRequired({ natureEnquiry: 2, mode: 'retail' });
    expect(step.body.status, JSON.stringify(step.body)).toBe('success');

    const view = await c.get('/api/your-request');
    expect(view.body.actionAvailable).toEqual([2, 3]);
    const submit = await c.submit(2, [repairItem(line.sourceId)], 'retail-repair-01');
    expect(submit.body.status, JSON.stringify(submit.body)).toBe('address');

    const page = await c.get('/api/your-address');
    expect(page.body).toMatchObject({ status: 'success', items: [], address: null, countryId: 608, countryCode: 'PH' });
    expect(page.body.countryOptions.map((o: { name: string; phoneCode: number }) => [o.name, o.phoneCode])).toEqual(
      PH_COUNTRIES.map((o) => [o.name, o.phoneCode]),
    );
    const saved = await c.post('/api/your-address/update', {
      address: address({ state: 'Cebu', countryId: 608, mobile1: '+63 917/555/0101' }),
    });
    const done = await c.post('/api/your-address/submit', { address: { id: saved.body.id } });
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);

    const rma = await ctx.database.db
      .selectFrom('rmas')
      .selectAll()
      .where('rma_no', '=', done.body.rmaNo)
      .executeTakeFirstOrThrow();
    expect(rma).toMatchObject({ type: 2, country_code: 'PH', currency: 'PHP', address_id: saved.body.id });
    expect(Number(rma.refund_total_est)).toBe(0);
    const [rmaLine] = await ctx.database.db.selectFrom('rma_lines').selectAll().where('rma_id', '=', rma.id).execute();
    expect(rmaLine).toMatchObject({ order_line_id: null, product_id: 1001, purchase_date: purchaseDate, method: 'RP' });
    expect(rmaLine!.proof_upload_id).toBe(
      proof.body.products
        .find((p: { sourceId: string }) => p.sourceId === line.sourceId)
        .purchaseProof.split('/')
        .pop(),
    );
    expect(rmaLine!.warranty_expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The submitted product leaves the retail list.
    const products = await c.get('/api/your-products');
    expect(products.body.retailList.some((p: { sourceId: string }) => p.sourceId === line.sourceId)).toBe(false);
  });

  it('refuses an address submit from a guest session with no request', async () => {
    const guest = await newCustomer(ctx.app, 'us');
    const res = await guest.post('/api/your-address/submit', { address: { id: 1 } });
    expect(res.statusCode).toBe(400);
  });

  describe('saving a new address is idempotent', () => {
    it('makes one address of ten identical saves sent at once', async () => {
      const email = 'parallel.saves@example.com';
      const c = await demoCustomer(ctx.app, 'us', email, US);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => c.post('/api/your-address/update', { address: address() })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const ids = await addressIdsOf(email);
      expect(ids).toHaveLength(1);
      expect(answers.map((a) => a.body.id)).toEqual(answers.map(() => ids[0]));
      expect(answers.every((a) => a.body.items.length === 1)).toBe(true);
    });

    it('makes one address of the same save sent again, and a new one of a different address', async () => {
      const email = 'saved.twice@example.com';
      const c = await demoCustomer(ctx.app, 'us', email, US);
      const first = await c.post('/api/your-address/update', { address: address() });
      const again = await c.post('/api/your-address/update', { address: address({ address1: ' 1 Main Street ' }) });
      expect(again.body.id).toBe(first.body.id);
      const other = await c.post('/api/your-address/update', { address: address({ address1: '2 Main Street' }) });
      expect(other.statusCode).toBe(200);
      expect(other.body.id).not.toBe(first.body.id);
      expect(await addressIdsOf(email)).toHaveLength(2);
    });
  });
});
