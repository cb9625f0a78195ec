import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { customer, newCustomer } from '../test/kit.js';
import { z } from 'zod';
import { ZConfirmationResponse, ZYourProductsResponse } from '../../shared/schemas/index.js';
import { ZStaffSignInResult, ZTotpEnrolment } from '../../shared/staff/auth.js';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { acceptsGzip, carriesSecret, COMPRESS_THRESHOLD_BYTES, compressAnswers } from './compression.js';

describe('API answer compression', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const alexProducts = async (encoding?: string) => {
    const c = await customer(ctx, 'us', 'alex.us@example.com');
    return ctx.app.inject({
      method: 'GET',
      url: '/api/your-products?store=us',
      headers: { ...c.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
  };

  it('sends the products step in gzip to a browser that takes it: the same JSON in a tenth of the bytes', async () => {
    const plain = await alexProducts();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await alexProducts('gzip, deflate, br, zstd');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const json = zlib.gunzipSync(gz.rawPayload).toString();
    expect(JSON.parse(json)).toEqual(JSON.parse(plain.body));
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('sends a brotli-only client the answer as it is (no compressor is made and freed per answer)', async () => {
    const br = await alexProducts('br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.json().orderList.length).toBeGreaterThan(0);
  });

  it('writes each answer whole, in Japanese too, one answer after another through the kept compressor', async () => {
    const jp = await customer(ctx, 'jp', 'alex.jp@example.com');
    const jpProducts = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/your-products?store=jp',
        headers: { ...jp.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = { us: (await alexProducts()).body, jp: (await jpProducts()).body };
    expect(plain.jp).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    for (let round = 0; round < 2; round++) {
      for (const [store, answer] of [
        ['us', await alexProducts('gzip')],
        ['jp', await jpProducts('gzip')],
      ] as const) {
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(zlib.gunzipSync(answer.rawPayload).toString(), `${store}, round ${round}`).toBe(plain[store]);
      }
    }
  });

  it('sends a short answer as it is', async () => {
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('never compresses an answer that carries a token, however long (BREACH)', async () => {
    const c = await newCustomer(ctx, 'en');
    // The details answer holds the session token beside the store's country list, 25 countries in store en.
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/your-details?store=en',
      headers: { ...c.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(details.statusCode).toBe(200);
    expect(details.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(details.headers['content-encoding']).toBeUndefined();
    expect(details.json().token).toBeTruthy();
  });

  it('does not decompress a request body: a gzip body is refused, not inflated', async () => {
    const c = await customer(ctx, 'us', 'alex.us@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/your-products/search-order',
      headers: { ...c.headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ store: 'us', keyword: 'US1000101' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each([
    ['a token at the top', z.object({ token: z.string(), list: z.array(z.string()) }), true],
    ['the staff sign-in: a CSRF token in one branch of a union', ZStaffSignInResult, true],
    ['the TOTP enrolment: the secret and its otpauth URI', ZTotpEnrolment, true],
    [
      'a label link (its access token) inside a nullable list of RMAs',
      z.object({ rmas: z.array(z.object({ labelLink: z.string() })).nullable() }),
      true,
    ],
    ['the confirmation, with the label link of its RMA', ZConfirmationResponse, true],
    ['the products step, with nothing secret', ZYourProductsResponse, false],
  ])('reads from the schema whether an answer carries a secret: %s', (_, schema, secret) => {
    expect(carriesSecret({ response: { 200: schema } })).toBe(secret);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0, br', false],
    ['', false],
    [undefined, false],
  ])('Accept-Encoding %j takes gzip: %s', (header, takes) => {
    expect(acceptsGzip(header)).toBe(takes);
  });
});

describe('the compression hook on answers of every kind', () => {
  const long = 'x'.repeat(4 * 1024);
  async function app() {
    const server = Fastify();
    server.addHook('onSend', compressAnswers());
    server.get('/text', async (_, reply) => reply.type('text/plain').header('vary', 'origin').send(long));
    server.get('/csv', async (_, reply) => reply.type('text/csv').send(Readable.from([long, long, long])));
    server.get('/huge', async (_, reply) => reply.type('application/json').send(JSON.stringify('y'.repeat(300_000))));
    server.get('/pdf', async (_, reply) => reply.type('application/pdf').send(Buffer.alloc(4096)));
    server.get('/empty', async (_, reply) => reply.status(204).send());
    server.get('/secret', { config: { carriesSecret: true } }, async () => ({ token: long }));
    server.get('/encoded', async (_, reply) =>
      reply
        .type('application/json')
        .header('content-encoding', 'gzip')
        .send(zlib.gzipSync(JSON.stringify(long))),
    );
    await server.ready();
    return server;
  }
  const gz = { 'accept-encoding': 'gzip' };

  it('keeps the Vary the route set and adds accept-encoding to it, gzip taken or not', async () => {
    const server = await app();
    for (const headers of [gz, { 'accept-encoding': 'br' }]) {
      const answer = await server.inject({ url: '/text', headers });
      expect(answer.headers.vary).toBe('origin, accept-encoding');
    }
    const plain = await server.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(long);
  });

  it('compresses a stream, and an answer over 256 KB, as a stream without a length', async () => {
    const server = await app();
    const csv = await server.inject({ url: '/csv', headers: gz });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(csv.rawPayload).toString()).toBe(long.repeat(3));
    const huge = await server.inject({ url: '/huge', headers: gz });
    expect(huge.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(huge.rawPayload).toString())).toHaveLength(300_000);
  });

  it.each([
    ['a PDF (already compressed)', '/pdf'],
    ['a secret', '/secret'],
    ['an answer already encoded', '/encoded'],
  ])('sends %s as it is', async (_, url) => {
    const server = await app();
    const plain = await server.inject({ url });
    const answer = await server.inject({ url, headers: gz });
    expect(answer.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(answer.headers['content-encoding']).toBe(plain.headers['content-encoding']);
  });

  it('sends no body where there is none', async () => {
    const server = await app();
    const answer = await server.inject({ url: '/empty', headers: gz });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.length).toBe(0);
  });

  it('answers a HEAD with the headers of its GET and no body', async () => {
    const server = await app();
    const head = await server.inject({ method: 'HEAD', url: '/text', headers: gz });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });
});
