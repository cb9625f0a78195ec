import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import security from './security.js';
import webApp from './web-app.js';

/** Two built apps side by side, as `npm run build` leaves them: dist/web (the portal) and dist/staff (the console). */
function writeBuild(dir: string, title: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify(title)});`);
}

describe('web-app: the portal under /rma and the staff console under /staff', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
    writeBuild(path.join(root, 'web'), 'portal');
    writeBuild(path.join(root, 'staff'), 'console');
    app = Fastify();
    await app.register(security);
    await app.register(webApp, { webDir: path.join(root, 'web') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('redirects /staff to /staff/', async () => {
    const response = await app.inject({ method: 'GET', url: '/staff' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/staff/');
  });

  it.each(['/staff/', '/staff/rmas/42', '/staff/sign-in?next=%2F', '/staff/anything/else'])(
    'answers %s with the console index page, under the content security policy',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('serves the console assets under /staff/assets, cached for good, and 404s an unknown one', async () => {
    const asset = await app.inject({ method: 'GET', url: '/staff/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/staff/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('keeps the portal as it was: its index page under /rma, its assets, Not Found elsewhere', async () => {
    const home = await app.inject({ method: 'GET', url: '/rma/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>portal</title>');
    expect((await app.inject({ method: 'GET', url: '/rma/assets/main-abc123.js' })).body).toContain('portal');
    expect((await app.inject({ method: 'GET', url: '/rma/no-such-page' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/staffroom' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/staff/nothing' })).json()).toMatchObject({ code: 'notFound' });
  });
});

describe('web-app: the pages the build pre-rendered per store (dist/web-pages)', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-pages-'));
    writeBuild(path.join(root, 'web'), 'portal');
    for (const [store, page, lang] of [
      ['us', 'home', 'en'],
      ['jp', 'home', 'ja'],
      ['jp', 'enquiry-rma-status', 'ja'],
      ['jp', 'confirmation', 'ja'],
      ['de', 'home', 'de'],
    ] as const) {
      const dir = path.join(root, 'web-pages', store);
      fs.mkdirSync(dir, { recursive: true });
      const html = `<!doctype html><html lang="${lang}"><title>${store} ${page}</title>`;
      fs.writeFileSync(path.join(dir, `${page}.html`), html);
      fs.writeFileSync(path.join(dir, `${page}.html.gz`), zlib.gzipSync(html));
      fs.writeFileSync(path.join(dir, `${page}.html.br`), zlib.brotliCompressSync(html));
    }
    app = Fastify();
    await app.register(security);
    await app.register(webApp, { webDir: path.join(root, 'web') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['/rma/?store=jp', {}, 'jp home'],
    ['/rma/?store=JP&x=1', {}, 'jp home'],
    ['/rma/', { host: 'jp.example.com' }, 'jp home'],
    ['/rma/', { host: 'de.example.com:8443' }, 'de home'],
    ['/rma/enquiry/rma-status?store=jp', {}, 'jp enquiry-rma-status'],
    ['/rma/enquiry/rma-status/', { host: 'jp.example.com' }, 'jp enquiry-rma-status'],
    // A saved confirmation link: the page's frame, whatever RMA numbers the address carries.
    ['/rma/confirmation?store=jp&rmaNo=RMA10000001&rmaId=x', {}, 'jp confirmation'],
    // ?store= wins over the host, as in the browser (src/web/lib/store.ts).
    ['/rma/?store=de', { host: 'jp.example.com' }, 'de home'],
  ])('answers %s %j with the store’s pre-rendered page', async (url, headers, title) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it.each([
    // No store in the address (localhost; the store kept in browser storage): the page without content, so no
    // page in another store's language shows first.
    ['/rma/', {}],
    ['/rma/?store=nowhere', {}],
    ['/rma/', { host: 'www.example.com' }],
    // A page the build does not pre-render, or a store it has no page for.
    ['/rma/address?store=jp', {}],
    ['/rma/confirmation?store=de', {}],
    ['/rma/enquiry/return?store=jp', {}],
    ['/rma/?store=fr', {}],
  ])('answers %s %j with the index page', async (url, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>portal</title>');
  });

  it('keeps unknown paths a 404, with or without a store', async () => {
    const response = await get('/rma/no-such-page?store=jp');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>portal</title>');
    expect((await get('/rma/enquiry/nothing?store=jp')).statusCode).toBe(404);
  });

  it('sends the precompressed page the browser accepts', async () => {
    const br = await get('/rma/?store=jp', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<title>jp home</title>');
    const gzip = await get('/rma/?store=jp', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<html lang="ja">');
    const plain = await get('/rma/?store=jp', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>jp home</title>');
    // The weights count: a browser that refuses brotli gets gzip, one that refuses both the page as it is.
    const noBrotli = await get('/rma/?store=jp', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const neither = await get('/rma/?store=jp', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
  });
});
