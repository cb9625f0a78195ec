import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from './test/context.js';
import { newCustomer } from './test/kit.js';

/** Every call of docs/rules/api.md that the portal's server answers (the store site's json.aspx included). */
const API_CALLS = [
  ['post', '/api/your-details/authenticate'],
  ['get', '/api/your-details/'],
  ['post', '/api/your-details/'],
  ['post', '/api/your-details/email-status'],
  ['post', '/api/your-details/customer'],
  ['post', '/api/your-details/login-by-estore'],
  ['get', '/api/your-products/'],
  ['post', '/api/your-products/search-order'],
  ['post', '/api/your-products/search-rma-request'],
  ['post', '/api/your-products/select'],
  ['post', '/api/your-products/search'],
  ['post', '/api/your-products/update-product'],
  ['post', '/api/your-products/update-serial-number'],
  ['post', '/api/your-products/update-invoice-number'],
  ['post', '/api/your-products/update-purchase-date'],
  ['put', '/api/your-products/remove'],
  ['post', '/api/your-products/upload-file'],
  ['post', '/api/your-products/remove-file'],
  ['post', '/api/your-products/service-required'],
  ['get', '/api/your-request/'],
  ['post', '/api/your-request/upload-damage-image'],
  ['post', '/api/your-request/remove-damage-image'],
  ['post', '/api/your-request/contact-us'],
  ['post', '/api/your-request/submit'],
  ['get', '/api/your-address/'],
  ['post', '/api/your-address/update'],
  ['post', '/api/your-address/submit'],
  ['get', '/api/confirmation/'],
  ['get', '/api/layout/product-menu'],
  ['get', '/api/layout/side-menu'],
  ['get', '/api/layout/footer'],
  ['get', '/js/store/json.aspx'],
] as const;

describe.each(ENGINES)('the app (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      beforeReady: (app) =>
        app.get('/api/test-only/boom', async () => {
          throw new Error('secret internal detail: table rmas is locked');
        }),
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('documents every call of section 7 in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const normalise = (p: string) => p.replace(/\/$/, '');
    const documented = new Set(
      Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${normalise(path)}`)),
    );
    const missing = API_CALLS.filter(([method, path]) => !documented.has(`${method} ${normalise(path)}`));
    expect(missing).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404 in the store language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?store=de' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'not-found', code: 'notFound' });
  });

  it('never answers a 500 with the internal message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-only/boom?store=us' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      status: 'error',
      code: 'genericError',
      message: 'We encountered an error. Please try again.',
    });
  });

  it.each([
    ['an unknown store', 'POST', '/api/your-details/authenticate?store=xx', undefined, 'unknownStore'],
    ['malformed JSON', 'POST', '/api/your-details/email-status', '{"email":', 'invalidRequest'],
    ['a wrong type', 'POST', '/api/your-details/email-status', { email: 42, store: 'us' }, 'invalidRequest'],
  ])('answers %s with a clear 400', async (_name, method, url, payload, code) => {
    const { token } = await newCustomer(ctx, 'us');
    const response = await ctx.app.inject({
      method: method as 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: typeof payload === 'string' ? payload : payload === undefined ? undefined : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'invalid', code });
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses an oversize JSON body without a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/your-details/email-status',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(300 * 1024), store: 'us' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBeTruthy();
  });

  it("keeps a customer's answers out of every cache, and lets shared fragments be cached", async () => {
    const c = await newCustomer(ctx, 'us');
    const details = await c.get('/api/your-details');
    expect(details.statusCode).toBe(200);
    expect(details.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/your-products?store=us' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const fragment = await ctx.app.inject({ method: 'GET', url: '/api/layout/footer?store=us' });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers['cache-control']).toBe('public, max-age=300');
    const page = await ctx.app.inject({ method: 'GET', url: '/rma/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('redirects / to /rma/', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/rma/');
  });
});
