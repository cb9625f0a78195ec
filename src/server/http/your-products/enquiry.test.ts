import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import type { TEnquiryResponse } from '../../../shared/schemas/wizard.js';
import { customer, newSession, orderOf, type Customer } from '../../test/kit.js';
import { sessionFromToken } from '../../modules/session/service.js';

const ALEX = 'alex.us@example.com'; // has web-store orders in us
const NOBODY = 'no.orders@example.com'; // has none

describe.each(ENGINES)('POST /api/your-products/enquiry and the wizard of answers (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const enquiry = async (c: Customer, body: Record<string, unknown>) => {
    const res = await c.post('/api/your-products/enquiry', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TEnquiryResponse>();
  };

  it('sets the enquiry without moving the step; changing it resets the mode', async () => {
    const c = await customer(ctx, 'us', ALEX);
    expect(await enquiry(c, { natureEnquiry: 2 })).toEqual({
      status: 'success',
      wizard: { step: 2, natureEnquiry: 2, mode: 'estore', version: expect.any(Number) },
    });
    expect((await enquiry(c, { natureEnquiry: 2, mode: 'retail' })).wizard).toEqual({
      step: 2,
      natureEnquiry: 2,
      mode: 'retail',
      version: expect.any(Number),
    });
    expect((await enquiry(c, { natureEnquiry: 4 })).wizard).toEqual({
      step: 2,
      natureEnquiry: 4,
      mode: 'rma-status',
      version: expect.any(Number),
    });
    // Leaving a status check: estore again, even though retail was chosen before.
    expect((await enquiry(c, { natureEnquiry: 2 })).wizard).toEqual({
      step: 2,
      natureEnquiry: 2,
      mode: 'estore',
      version: expect.any(Number),
    });
    // A source is a replacement's choice only: a return is always of a web-store order.
    expect((await enquiry(c, { natureEnquiry: 1, mode: 'retail' })).wizard).toEqual({
      step: 2,
      natureEnquiry: 1,
      mode: 'estore',
      version: expect.any(Number),
    });
    const products = await c.products();
    expect(products.wizard).toEqual({ step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) });
    expect(products.action).toBe(1);
    expect(products.mode).toBe('estore');
  });

  it('keeps the same enquiry’s mode when only the enquiry is sent again', async () => {
    const c = await customer(ctx, 'us', ALEX);
    await enquiry(c, { natureEnquiry: 2, mode: 'retail' });
    expect((await enquiry(c, { natureEnquiry: 2 })).wizard.mode).toBe('retail');
  });

  it('sends a replacement with no known order number to retail', async () => {
    const c = await customer(ctx, 'us', NOBODY);
    expect((await enquiry(c, { natureEnquiry: 2 })).wizard).toEqual({
      step: 2,
      natureEnquiry: 2,
      mode: 'retail',
      version: expect.any(Number),
    });
    expect((await enquiry(c, { natureEnquiry: 2, mode: 'estore' })).wizard.mode).toBe('retail');
    expect((await c.products()).wizard).toEqual({
      step: 2,
      natureEnquiry: 2,
      mode: 'retail',
      version: expect.any(Number),
    });
  });

  it('reads 5 as 2 and keeps the proof contact in the session', async () => {
    const c = await customer(ctx, 'us', ALEX);
    expect((await enquiry(c, { natureEnquiry: 5 })).wizard).toEqual({
      step: 2,
      natureEnquiry: 2,
      mode: 'estore',
      version: expect.any(Number),
    });
    expect((await sessionFromToken(ctx.app.ctx, c.token))!.state.natureEnquiry).toBe(5);
  });

  it('never gives a return in a store that offers none (jp)', async () => {
    const c = await newSession(ctx, 'jp');
    expect((await enquiry(c, { natureEnquiry: 1 })).wizard).toEqual({
      step: 1,
      natureEnquiry: 2,
      mode: 'retail',
      version: expect.any(Number),
    });
    expect((await enquiry(c, { natureEnquiry: 4 })).wizard).toEqual({
      step: 1,
      natureEnquiry: 4,
      mode: 'rma-status',
      version: expect.any(Number),
    });
  });

  it('works before the details are given, at step 1', async () => {
    const c = await newSession(ctx, 'us');
    expect((await enquiry(c, { natureEnquiry: 4 })).wizard).toEqual({
      step: 1,
      natureEnquiry: 4,
      mode: 'rma-status',
      version: expect.any(Number),
    });
    const details = await c.get('/api/your-details?store=us');
    expect(details.json().wizard).toEqual({
      step: 1,
      natureEnquiry: 4,
      mode: 'rma-status',
      version: expect.any(Number),
    });
  });

  it('refuses an unknown enquiry, an unknown mode, and a call without a session', async () => {
    const c = await newSession(ctx, 'us');
    for (const body of [{ natureEnquiry: 3 }, { natureEnquiry: 0 }, { natureEnquiry: 2, mode: 'rma-status' }, {}]) {
      const res = await c.post('/api/your-products/enquiry', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/your-products/enquiry',
      payload: { store: 'us', natureEnquiry: 2 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('carries the wizard in the search answers', async () => {
    const c = await customer(ctx, 'us', ALEX);
    const order = await c.post('/api/your-products/search-order', { keyword: 'US1000101' });
    expect(order.json().wizard).toEqual({ step: 2, natureEnquiry: 1, mode: 'estore', version: expect.any(Number) });
    const rma = await c.post('/api/your-products/search-rma-request', { keyword: 'RMA99999999' });
    expect(rma.json().wizard).toEqual({ step: 2, natureEnquiry: 4, mode: 'rma-status', version: expect.any(Number) });
  });

  it('carries the session state version, which grows with each call that changes the state and only then', async () => {
    const c = await newSession(ctx, 'us');
    const versionOf = async (path: string) =>
      (await c.get(path)).json<{ wizard: { version: number } }>().wizard.version;
    const seen = [await versionOf('/api/your-details')];
    const details = await c.get('/api/your-details');
    const country = details.json<{ countryList: { id: number }[] }>().countryList[0]!.id;
    seen.push((await c.details({ email: ALEX, country })).wizard.version); // step 2
    expect(await versionOf('/api/your-products')).toBe(seen.at(-1)); // a read writes nothing
    seen.push((await enquiry(c, { natureEnquiry: 2 })).wizard.version);
    expect((await enquiry(c, { natureEnquiry: 2 })).wizard.version).toBe(seen.at(-1)); // no change, no write
    seen.push((await enquiry(c, { natureEnquiry: 1 })).wizard.version);
    const line = orderOf((await c.products()).orderList, 'US1000110').items[0]!;
    await c.select(line.sourceId, 1);
    const selected = (await c.products()).wizard.version;
    expect(selected).toBeGreaterThan(seen.at(-1)!);
    seen.push(selected);
    const proceed = await c.serviceRequired({
      natureEnquiry: 1,
      orderNumber: 'US1000110',
      mode: 'estore',
      items: [{ sourceId: line.sourceId }],
    });
    expect(proceed.json().wizard.step, proceed.body).toBe(3);
    seen.push(proceed.json().wizard.version); // step 3
    expect(await versionOf('/api/your-details')).toBe(seen.at(-1));
    seen.forEach((version, i) => {
      expect(Number.isInteger(version) && version >= 0).toBe(true);
      if (i > 0) expect(version, `call ${i}`).toBeGreaterThan(seen[i - 1]!);
    });
  });
});
