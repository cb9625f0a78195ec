import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { Customer, demoCustomer, newCustomer, PNG, refundItem, repairItem } from '../../test/kit.js';

const US = 840;

describe.each(ENGINES)('your-request on %s', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const rmaCount = async (orderNumber: string) => {
    const row = await ctx.database.db
      .selectFrom('rma_lines')
      .innerJoin('order_lines', 'order_lines.id', 'rma_lines.order_line_id')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
      .select((eb) => eb.fn.count<number>('rma_lines.rma_id').distinct().as('n'))
      .where('orders.order_number', '=', orderNumber)
      .where('rmas.status', '<>', 'CANCELED')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('answers 401 without a session on every call', async () => {
    const calls = [
      ctx.app.inject({ method: 'GET', url: '/api/your-request?store=us' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/your-request/submit',
        payload: { store: 'us', serviceRequired: 1, items: [] },
      }),
      ctx.app.inject({ method: 'POST', url: '/api/your-request/contact-us', payload: { store: 'us', message: 'hi' } }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/your-request/remove-damage-image',
        payload: { store: 'us', sourceId: '1' },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  describe('request step of a repair (US1000110)', () => {
    let c: Customer;
    let ids: string[];

    beforeAll(async () => {
      c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
      ids = (await c.chooseFromOrder('US1000110', 2, [0, 2])).map((line) => line.sourceId);
    });

    it('lists the selected products, the services they allow and the enquiry', async () => {
      const res = await c.get('/api/your-request');
      expect(res.statusCode).toBe(200);
      expect(res.body.productSelected.map((l: { sourceId: string }) => l.sourceId)).toEqual(ids);
      expect(res.body.actionAvailable).toEqual([1, 2, 3]);
      expect(res.body.actionSelected).toBe(2);
      expect(res.body.allowService).toBe(true);
      expect(res.body.refundNotAvailable).toBe('');
      expect(res.body.repairNotAvailable).toBe('');
    });

    it('asks for a service and refuses one the products do not allow', async () => {
      let res = await c.submit(
        0,
        ids.map((id) => repairItem(id)),
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({
        code: 'selectOneService',
        fields: { serviceRequired: 'Please select one service request (one per issue).' },
      });
      res = await c.submit(
        3,
        ids.map((id) => repairItem(id)),
      );
      expect(res.body.code).toBe('selectOneService');
    });

    it('needs every selected product, and only those', async () => {
      let res = await c.submit(2, [repairItem(ids[0]!)]);
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('fillInAll');
      res = await c.submit(2, []);
      expect(res.body.code).toBe('fillInAll');
      res = await c.submit(2, [...ids.map((id) => repairItem(id)), repairItem('999999')]);
      expect(res.body.code).toBe('invalidRequest');
    });

    it('gives every reason message of the request step, per product field', async () => {
      const [a, b] = ids as [string, string];
      const res = await c.submit(2, [
        { sourceId: a, reason: '', cosmetic: '' },
        { sourceId: b, reason: 'DEFECTIVE', faultCategory: '', faultCode: '', cosmetic: 'yes' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('fillInAll');
      expect(res.body.fields).toEqual({
        [`items.${a}.reason`]: 'Please select one reason.',
        [`items.${a}.cosmetic`]: 'Please tell us whether the product has cosmetic damage.',
        [`items.${b}.faultCategory`]: 'Please select a fault category.',
        [`items.${b}.faultCode`]: 'Please select a fault code.',
        [`items.${b}.damageImage`]: 'Please upload a photo of the damage.',
      });

      const wrongCode = await c.submit(2, [repairItem(a, { faultCode: 'VID01' }), repairItem(b)]);
      expect(wrongCode.body.fields).toEqual({ [`items.${a}.faultCode`]: 'Please select a fault code.' });
    });

    it('asks for other comments with OTH01, up to 400 characters', async () => {
      const [a, b] = ids as [string, string];
      const other = (otherComments: string) => [
        repairItem(a, { faultCategory: 'Other', faultCode: 'OTH01', otherComments }),
        repairItem(b),
      ];
      let res = await c.submit(2, other('  '));
      expect(res.body.fields).toEqual({ [`items.${a}.otherComments`]: 'Please describe the other reason.' });
      res = await c.submit(2, other('x'.repeat(401)));
      expect(res.statusCode).toBe(400);
      expect(res.body.fields).toEqual({ [`items.${a}.otherComments`]: 'Please use at most 400 characters.' });
      // 400 characters pass the rule; the submit then goes on to the address page.
      res = await c.submit(2, other('x'.repeat(400)));
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        status: 'address',
        rmaNo: '',
        rmaId: '',
        wizard: { step: 3, natureEnquiry: 2, mode: 'estore', version: expect.any(Number) },
      });
    });

    it('allows comments of 2000 characters, not 2001', async () => {
      const [a, b] = ids as [string, string];
      let res = await c.submit(2, [repairItem(a, { comments: 'c'.repeat(2001) }), repairItem(b)]);
      expect(res.statusCode).toBe(400);
      expect(res.body.fields).toEqual({ [`items.${a}.comments`]: 'Please use at most 2000 characters.' });
      res = await c.submit(2, [repairItem(a, { comments: 'c'.repeat(2000) }), repairItem(b)]);
      expect(res.body.status).toBe('address');
    });

    it('forces cosmetic damage to yes for a fault needing proof, and then asks for the photo', async () => {
      const [a, b] = ids as [string, string];
      // PHY02 of the Aurora X7 needs proof of purchase or a photo.
      const physical = (cosmetic: string) => [
        repairItem(a, { faultCategory: 'Physical', faultCode: 'PHY02', cosmetic }),
        repairItem(b),
      ];
      let res = await c.submit(2, physical('no'));
      expect(res.body.fields).toEqual({
        [`items.${a}.cosmetic`]: 'Please tell us whether the product has cosmetic damage.',
      });
      res = await c.submit(2, physical('yes'));
      expect(res.body.fields).toEqual({ [`items.${a}.damageImage`]: 'Please upload a photo of the damage.' });
      // A link the client makes up is no photo: only this session's upload counts.
      res = await c.submit(2, [
        repairItem(a, { faultCategory: 'Physical', faultCode: 'PHY02', cosmetic: 'yes', damageImage: '/api/files/x' }),
        repairItem(b),
      ]);
      expect(res.body.fields).toEqual({ [`items.${a}.damageImage`]: 'Please upload a photo of the damage.' });
    });

    it('uploads, serves, replaces and removes a damage photo, which then satisfies the rule', async () => {
      const [a, b] = ids as [string, string];
      const up = await c.upload(
        '/api/your-request/upload-damage-image',
        { sourceId: a },
        { name: 'damage.png', type: 'image/png', content: PNG },
      );
      expect(up.statusCode, JSON.stringify(up.body)).toBe(200);
      expect(up.body).toEqual({ status: 'success', url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/) });
      const file = await ctx.app.inject({
        method: 'GET',
        url: `${up.body.url}?store=us`,
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');

      let view = await c.get('/api/your-request');
      expect(view.body.reasons[a]).toMatchObject({ sourceId: a, damageImage: up.body.url });

      const second = await c.upload(
        '/api/your-request/upload-damage-image',
        { sourceId: a },
        { name: 'again.png', type: 'image/png', content: PNG },
      );
      expect(second.body.url).not.toBe(up.body.url);
      const gone = await ctx.app.inject({
        method: 'GET',
        url: `${up.body.url}?store=us`,
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(gone.statusCode).toBe(404);

      const physical = [
        repairItem(a, { faultCategory: 'Physical', faultCode: 'PHY02', cosmetic: 'yes' }),
        repairItem(b),
      ];
      expect((await c.submit(2, physical)).body.status).toBe('address');

      const removed = await c.post('/api/your-request/remove-damage-image', { sourceId: a });
      expect(removed.body).toEqual({ status: 'success' });
      view = await c.get('/api/your-request');
      expect(view.body.reasons[a].damageImage).toBe('');
      expect((await c.submit(2, physical)).body.fields).toEqual({
        [`items.${a}.damageImage`]: 'Please upload a photo of the damage.',
      });
      // Removing again is harmless.
      expect((await c.post('/api/your-request/remove-damage-image', { sourceId: a })).body).toEqual({
        status: 'success',
      });
    });

    it('refuses a damage photo of the wrong type (400), too large (413), or for a product not selected', async () => {
      const [a] = ids as [string];
      const text = await c.upload(
        '/api/your-request/upload-damage-image',
        { sourceId: a },
        { name: 'fake.png', type: 'image/png', content: Buffer.from('not an image at all') },
      );
      expect(text.statusCode).toBe(400);
      expect(text.body.code).toBe('fileFormatsAllowed');

      const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024 + 10, 1)]);
      const large = await c.upload(
        '/api/your-request/upload-damage-image',
        { sourceId: a },
        { name: 'big.png', type: 'image/png', content: big },
      );
      expect(large.statusCode).toBe(413);
      expect(large.body.code).toBe('fileFormatsAllowed');

      const other = await c.upload(
        '/api/your-request/upload-damage-image',
        { sourceId: '999999' },
        { name: 'd.png', type: 'image/png', content: PNG },
      );
      expect(other.statusCode).toBe(400);
      expect(other.body.code).toBe('selectProduct');

      const noFile = await c.upload('/api/your-request/upload-damage-image', { sourceId: a }, null);
      expect(noFile.statusCode).toBe(400);
    });

    it('keeps a valid repair waiting for its address, with its reasons', async () => {
      const [a, b] = ids as [string, string];
      const res = await c.submit(
        2,
        [repairItem(a), repairItem(b, { faultCategory: 'Connectivity', faultCode: 'CON01' })],
        'repair-key-0001',
      );
      expect(res.body).toEqual({
        status: 'address',
        rmaNo: '',
        rmaId: '',
        wizard: { step: 3, natureEnquiry: 2, mode: 'estore', version: expect.any(Number) },
      });
      const address = await c.get('/api/your-address');
      expect(address.body.status).toBe('success');
      const view = await c.get('/api/your-request');
      expect(view.body.reasons[b]).toMatchObject({
        reason: 'DEFECTIVE',
        faultCategory: 'Connectivity',
        faultCode: 'CON01',
      });
    });
  });

  it('refuses services the products do not qualify for, naming them', async () => {
    // Bought 45 days ago: past the 30-day satisfaction guarantee, within warranty.
    const late = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    const lines = await late.chooseFromOrder('US1000102', 1);
    const view = await late.get('/api/your-request');
    expect(view.body.actionAvailable).toEqual([2, 3]);
    expect(view.body.refundNotAvailable).toBe(lines.map((l) => l.name).join(', '));
    const res = await late.submit(
      1,
      lines.map((l) => refundItem(l.sourceId)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('refundNotAvailable');
    expect(res.body.message).toBe(
      `Not eligible for a refund under the Satisfaction Guarantee: ${lines.map((l) => l.name).join(', ')}. Please edit your products before proceeding.`,
    );

    // Bought three years ago: out of warranty too.
    const expired = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    const old = await expired.chooseFromOrder('US1000104', 2);
    const refused = await expired.submit(
      2,
      old.map((l) => repairItem(l.sourceId)),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('repairNotAvailable');
    expect(refused.body.message).toContain('Not eligible for a replacement under warranty: ');
    expect(await rmaCount('US1000104')).toBe(0);
  });

  it('does not offer services before the products step is complete', async () => {
    const early = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    const view = await early.get('/api/your-request');
    expect(view.body).toMatchObject({ productSelected: [], allowService: false, actionAvailable: [3] });
    const res = await early.submit(1, []);
    expect(res.statusCode).toBe(400);
  });

  it('makes a refund RMA at once and closes the request (journey, store us)', async () => {
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    const lines = await c.chooseFromOrder('US1000101', 1);
    const res = await c.submit(
      1,
      lines.map((l) => refundItem(l.sourceId, { comments: ' Not for me ' })),
      'refund-journey-01',
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      rmaNo: expect.stringMatching(/^RMA\d{8}$/),
      rmaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      wizard: { step: 1, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) },
    });

    const rma = await ctx.database.db
      .selectFrom('rmas')
      .selectAll()
      .where('rma_no', '=', res.body.rmaNo)
      .executeTakeFirstOrThrow();
    expect(rma).toMatchObject({
      id: res.body.rmaId,
      store: 'us',
      email: 'alex.us@example.com',
      type: 1,
      status: 'SUBMITTED',
      country_code: 'US',
      currency: 'USD',
      address_id: null,
    });
    expect(Number(rma.refund_total_est)).toBeCloseTo(
      lines.reduce((sum, l) => sum + l.unitPrice, 0),
      2,
    );
    const rmaLines = await ctx.database.db
      .selectFrom('rma_lines')
      .selectAll()
      .where('rma_id', '=', rma.id)
      .orderBy('line_no')
      .execute();
    expect(
      rmaLines.map((l) => [String(l.order_line_id), l.serial_number, l.method, l.reason, l.comments, l.cosmetic]),
    ).toEqual(lines.map((l) => [l.sourceId, l.serialNumber, 'RF', 'CHANGE_OF_MIND', 'Not for me', 'no']));

    // The request is closed: nothing selected, back at step 1, and the products show as submitted.
    const view = await c.get('/api/your-request');
    expect(view.body).toMatchObject({ productSelected: [], allowService: false });
    const products = await c.post('/api/your-products/search-order', { keyword: 'US1000101' });
    expect(products.body.orderList[0].items.every((l: { submitted: boolean }) => l.submitted)).toBe(true);

    const confirmation = await c.get('/api/confirmation', { rmaNo: res.body.rmaNo, rmaId: res.body.rmaId });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body.detail.products).toHaveLength(2);

    // Another session cannot submit the same products again.
    const again = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    const items = await again.order('US1000101');
    const sel = await again.post('/api/your-products/select', { keyword: items[0]!.sourceId, action: 1 });
    expect(sel.body.status).toBe('rma-exists');
  });

  it('makes one RMA for a submit repeated with the same key', async () => {
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    // US1000121's earlier RMA was cancelled, so its product may be returned again.
    const lines = await c.chooseFromOrder('US1000121', 1);
    const items = lines.map((l) => refundItem(l.sourceId));
    const first = await c.submit(1, items, 'same-key-seq-01');
    const second = await c.submit(1, items, 'same-key-seq-01');
    expect(first.body.status).toBe('success');
    expect(second.statusCode).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await rmaCount('US1000121')).toBe(1);
    // Without the key the repeat is refused: the products are no longer selected.
    expect((await c.submit(1, items)).statusCode).toBe(400);
  });

  it('makes one RMA for two concurrent submits with the same key', async () => {
    const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
    // Line 1 of US1000112 has an RMA already.
    const lines = await c.chooseFromOrder('US1000112', 1, [1]);
    const items = lines.map((l) => refundItem(l.sourceId));
    const before = await rmaCount('US1000112');
    const [a, b] = await Promise.all([c.submit(1, items, 'same-key-race-01'), c.submit(1, items, 'same-key-race-01')]);
    expect(a.statusCode, JSON.stringify(a.body)).toBe(200);
    expect(b.statusCode, JSON.stringify(b.body)).toBe(200);
    expect(a.body.rmaNo).toBe(b.body.rmaNo);
    expect(a.body.rmaId).toBe(b.body.rmaId);
    expect(await rmaCount('US1000112')).toBe(before + 1);
  });

  it('asks sg, my and hk refunds to acknowledge the return conditions', async () => {
    for (const [store, order, country] of [
      ['sg', 'SG1000101', 702],
      ['my', 'MY1000101', 458],
      ['hk', 'HK1000101', 344],
    ] as const) {
      const c = await demoCustomer(ctx.app, store, `alex.${store}@example.com`, country);
      const lines = await c.chooseFromOrder(order, 1, [0, 1]);
      const res = await c.submit(
        1,
        lines.map((l) => refundItem(l.sourceId)),
      );
      expect(res.statusCode, store).toBe(400);
      expect(res.body.fields, store).toEqual(
        Object.fromEntries(
          lines.map((l) => [`items.${l.sourceId}.agreement`, 'Please acknowledge the above statement.']),
        ),
      );
      if (store === 'sg') {
        const ok = await c.submit(
          1,
          lines.map((l) => refundItem(l.sourceId, { agreement: true })),
        );
        expect(ok.body.status, JSON.stringify(ok.body)).toBe('success');
        const rma = await ctx.database.db
          .selectFrom('rmas')
          .select(['currency', 'country_code'])
          .where('rma_no', '=', ok.body.rmaNo)
          .executeTakeFirstOrThrow();
        expect(rma).toEqual({ currency: 'SGD', country_code: 'SG' });
      }
    }
  });

  it('requires comments in jp', async () => {
    const c = await demoCustomer(ctx.app, 'jp', 'alex.jp@example.com', 392, { languageReply: 'jp' });
    const lines = await c.chooseFromOrder('JP1000101', 2, [0]);
    const res = await c.submit(
      2,
      lines.map((l) => repairItem(l.sourceId, { comments: ' ' })),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(lines.map((l) => `items.${l.sourceId}.comments`));
    const ok = await c.submit(
      2,
      lines.map((l) => repairItem(l.sourceId, { comments: '音が出ません' })),
    );
    expect(ok.body.status).toBe('address');
  });

  describe('contact us', () => {
    it('stores a message of up to 200 characters with the customer', async () => {
      const c = await demoCustomer(ctx.app, 'us', 'alex.contact@example.com', US, {
        firstName: 'Casey',
        lastName: 'Lee',
      });
      const message = 'm'.repeat(200);
      const res = await c.post('/api/your-request/contact-us', { message: `  ${message}  ` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ status: 'success' });
      const row = await ctx.database.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', 'alex.contact@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ store: 'us', first_name: 'Casey', last_name: 'Lee', channel: 'contact', message });
    });

    it('asks for a message, and at most 200 characters', async () => {
      const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
      let res = await c.post('/api/your-request/contact-us', { message: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ code: 'enterMessage', fields: { message: 'Please enter your message.' } });
      res = await c.post('/api/your-request/contact-us', { message: 'x'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({
        code: 'tooLong',
        message: 'Please use at most 200 characters.',
        fields: { message: 'Please use at most 200 characters.' },
      });
    });

    it('needs the details for the contact form, not for the chat panel', async () => {
      const guest = await newCustomer(ctx.app, 'us');
      expect((await guest.post('/api/your-request/contact-us', { message: 'hello' })).statusCode).toBe(400);
      // A chat needs a reply address when the session has no details yet.
      const noAddress = await guest.post('/api/your-request/contact-us', {
        message: 'hello from chat',
        channel: 'chat',
      });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.body).toMatchObject({
        code: 'enterEmail',
        fields: { email: 'Please enter your email address.' },
      });
      const badAddress = await guest.post('/api/your-request/contact-us', {
        message: 'hello from chat',
        channel: 'chat',
        email: 'not-an-address',
      });
      expect(badAddress.body).toMatchObject({ code: 'enterValidEmail' });
      const chat = await guest.post('/api/your-request/contact-us', {
        message: 'hello from chat',
        channel: 'chat',
        email: 'Guest.Chatter@example.com',
      });
      expect(chat.body).toEqual({ status: 'success' });
      const rows = await ctx.database.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('message', '=', 'hello from chat')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ channel: 'chat', email: 'guest.chatter@example.com' });
    });

    it('takes a contact-us message after choosing products (journey)', async () => {
      const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', US);
      await c.chooseFromOrder('US1000103', 2, [0]);
      const view = await c.get('/api/your-request');
      expect(view.body.actionAvailable).toContain(3);
      const res = await c.post('/api/your-request/contact-us', { message: 'My headphones crackle, what can I do?' });
      expect(res.body).toEqual({ status: 'success' });
    });
  });
});
