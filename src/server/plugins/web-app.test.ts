import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
