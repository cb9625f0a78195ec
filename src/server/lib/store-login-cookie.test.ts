import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { setStoreLoginCookie, storeLoginCookieOf, useCookies } from './store-login-cookie.js';

/** A bare app with the cookie helpers on three routes: read, set (one hour), clear. */
async function cookieApp(publicBaseUrl = 'http://localhost:3000', options: { trustProxy?: boolean } = {}) {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  app.decorate('ctx', { config: { publicBaseUrl } } as unknown as AppContext);
  await app.register(async (scope) => {
    await useCookies(scope);
    scope.get('/read', async (request) => ({ value: storeLoginCookieOf(request) ?? null, all: request.cookies }));
    scope.get('/set', async (request, reply) => {
      setStoreLoginCookie(scope, request, reply, 'v'.repeat(43), 3600);
      return { ok: true };
    });
    scope.get('/clear', async (request, reply) => {
      setStoreLoginCookie(scope, request, reply, null);
      return { ok: true };
    });
  });
  return app;
}

describe('the store login cookie', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('is parsed from the Cookie header: decoded, the first of repeated names wins', async () => {
    app = await cookieApp();
    const read = async (cookie?: string) =>
      (await app!.inject({ method: 'GET', url: '/read', headers: cookie === undefined ? {} : { cookie } })).json<{
        value: string | null;
        all: Record<string, string>;
      }>();
    expect(await read()).toEqual({ value: null, all: {} });
    expect((await read('other=1; store_login=abc; store_login=def')).value).toBe('abc');
    const all = (await read('a=1; b=x%20y;c="q"; novalue; a=2')).all;
    // Quotes are kept as part of a value (RFC 6265); the login cookie is base64url and never quoted.
    expect(all).toMatchObject({ a: '1', b: 'x y', c: '"q"' });
    expect(all).not.toHaveProperty('novalue');
    expect((await read('bad=%E0%A4%A')).all).toEqual({ bad: '%E0%A4%A' });
  });

  it('is set HttpOnly, SameSite=Lax, Path=/ with its lifetime, and cleared with Max-Age=0', async () => {
    app = await cookieApp();
    const set = String((await app.inject({ method: 'GET', url: '/set' })).headers['set-cookie']);
    expect(set).toMatch(/^store_login=v{43}; /);
    const attributes = set.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=3600', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');

    const cleared = String((await app.inject({ method: 'GET', url: '/clear' })).headers['set-cookie']);
    expect(cleared).toMatch(/^store_login=; /);
    expect(cleared.split('; ')).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
  });

  it('is Secure when the portal is served over TLS, directly or behind a proxy', async () => {
    app = await cookieApp('https://rma.example.com');
    for (const url of ['/set', '/clear']) {
      expect(String((await app.inject({ method: 'GET', url })).headers['set-cookie']).split('; ')).toContain('Secure');
    }
    await app.close();
    app = await cookieApp('http://localhost:3000', { trustProxy: true });
    const behindTls = await app.inject({ method: 'GET', url: '/set', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(behindTls.headers['set-cookie']).split('; ')).toContain('Secure');
  });

  it('refuses to read cookies in a plugin that did not register the parser', async () => {
    app = Fastify();
    app.get('/read', async (request) => ({ value: storeLoginCookieOf(request) ?? null }));
    const res = await app.inject({ method: 'GET', url: '/read', headers: { cookie: 'store_login=abc' } });
    expect(res.statusCode).toBe(500);
  });
});
