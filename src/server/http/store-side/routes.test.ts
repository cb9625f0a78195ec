import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { newCustomer } from '../../test/kit.js';
import { SIGN_IN_STRINGS } from '../../modules/store-side/signin-page.js';
import { sessionFromToken } from '../../modules/session/service.js';

const MEMBER_EMAIL = 'member.us@example.com';
const STAFF_EMAIL = 'staff.us@example.com';
const PASSWORD = 'demo-password';

describe.each(ENGINES)('store side (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/store/account/login', headers, payload: { email, password, store: 'us' } });
  const cookieFrom = (setCookie: string | string[] | undefined) => {
    const header = Array.isArray(setCookie) ? setCookie[0]! : setCookie!;
    return header.split(';')[0]!; // "store_login=value"
  };
  const jsonAspx = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/js/store/json.aspx', headers: cookie ? { cookie } : {} });
  const loginCount = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('store_logins')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('sign-in page', () => {
    it('is served in the store language, e-mail prefilled and escaped, frameable by this origin only', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/store/account/signup?store=jp&email=${encodeURIComponent('a"b<c>@example.com')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

      const html = res.body;
      expect(html).toContain('<html lang="ja">');
      expect(html).toContain(SIGN_IN_STRINGS.jp.heading);
      expect(html).toContain('value="a&quot;b&lt;c&gt;@example.com"');
      expect(html).not.toContain('<c>');
      // Scripts come from the site only: no inline script, no handler attributes.
      expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/store/account/signin.js">']);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).toMatch(/<label for="email">/);
      expect(html).toMatch(/<label for="password">/);
      expect(html).toContain('role="alert"');
    });

    it('falls back to English for an unknown store, and each language has its texts', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/store/account/signup?store=zz' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain(SIGN_IN_STRINGS.en.submit);
      for (const [store, lang] of [
        ['fr', 'fr'],
        ['de', 'de'],
        ['es', 'es'],
        ['it', 'it'],
        ['pl', 'pl'],
        ['tw', 'zh-Hant-TW'],
      ]) {
        const page = await ctx.app.inject({ method: 'GET', url: `/store/account/signup?store=${store}` });
        expect(page.body).toContain(`<html lang="${lang}">`);
      }
      expect(new Set(Object.values(SIGN_IN_STRINGS).map((s) => s.submit)).size).toBeGreaterThanOrEqual(7);
    });

    it('serves its script and styles; the rest of the app stays unframeable', async () => {
      const js = await ctx.app.inject({ method: 'GET', url: '/store/account/signin.js' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(js.body).toMatch(/postMessage\(\{ type: ["']login-success["'] \}, window\.location\.origin\)/);
      // Plain JavaScript: the types are gone, and nothing is left to import.
      expect(js.body).not.toMatch(/\binterface\b|\bimport\b|: HTMLElement/);
      expect(js.headers['cache-control']).toBe('public, max-age=3600');
      const css = await ctx.app.inject({ method: 'GET', url: '/store/account/signin.css' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

      const other = await ctx.app.inject({ method: 'GET', url: '/api/maintenance' });
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('sign-in round trip', () => {
    it('login → json.aspx → login-by-estore → customer → logout', async () => {
      // Wrong password and unknown e-mail get the same answer.
      const bad = await login(MEMBER_EMAIL, 'wrong-password');
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ status: 'fail', code: 'invalidCredentials', message: SIGN_IN_STRINGS.en.invalid });
      expect(bad.headers['set-cookie']).toBeUndefined();
      const unknown = await login('nobody@example.com', PASSWORD);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(bad.json());

      const good = await login(MEMBER_EMAIL.toUpperCase(), PASSWORD);
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ status: 'success' });
      const setCookie = String(good.headers['set-cookie']);
      expect(setCookie).toMatch(/^store_login=[A-Za-z0-9_-]{43}; /);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).toMatch(/Max-Age=\d+/);
      const cookie = cookieFrom(good.headers['set-cookie']);
      // The row is keyed by a hash, never by the cookie value itself.
      const value = cookie.split('=')[1]!;
      expect(
        await ctx.database.db.selectFrom('store_logins').selectAll().where('id', '=', value).executeTakeFirst(),
      ).toBeUndefined();

      expect((await jsonAspx()).json()).toEqual({ memberToken: '' });
      expect((await jsonAspx('store_login=forged')).json()).toEqual({ memberToken: '' });
      const aspx = await jsonAspx(`other=1; ${cookie}`);
      expect(aspx.statusCode).toBe(200);
      expect(aspx.headers['cache-control']).toBe('no-store');
      const { memberToken } = aspx.json<{ memberToken: string }>();
      expect(memberToken).not.toBe('');

      const { token } = await newCustomer(ctx, 'us');
      const headers = { authorization: `Bearer ${token}`, 'x-member-token': memberToken };
      const byEstore = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/login-by-estore?store=us',
        headers,
        payload: { memberToken },
      });
      expect(byEstore.statusCode).toBe(200);
      expect(byEstore.json()).toEqual({ email: MEMBER_EMAIL, token });
      const session = await sessionFromToken(ctx.app.ctx, token);
      expect(session?.memberId).toEqual(expect.any(Number));

      const customer = await ctx.app.inject({ method: 'POST', url: '/api/your-details/customer?store=us', headers });
      expect(customer.json()).toMatchObject({
        firstName: 'Jamie',
        loggedIn: true,
        staff: false,
        membershipEnable: true,
      });

      const logout = await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/logout?store=us',
        headers: { ...headers, cookie },
      });
      expect(logout.statusCode).toBe(200);
      expect(String(logout.headers['set-cookie'])).toMatch(/^store_login=; .*Max-Age=0/);
      expect((await jsonAspx(cookie)).json()).toEqual({ memberToken: '' });
      const after = await ctx.app.inject({ method: 'GET', url: '/api/your-details?store=us', headers });
      expect(after.statusCode).toBe(401);
    });

    it('the staff member signs in the same way and gets the staff flag', async () => {
      const good = await login(STAFF_EMAIL, PASSWORD);
      expect(good.statusCode).toBe(200);
      const { memberToken } = (await jsonAspx(cookieFrom(good.headers['set-cookie']))).json<{ memberToken: string }>();
      const { token } = await newCustomer(ctx, 'us');
      const headers = { authorization: `Bearer ${token}` };
      await ctx.app.inject({
        method: 'POST',
        url: '/api/your-details/login-by-estore?store=us',
        headers,
        payload: { memberToken },
      });
      const customer = await ctx.app.inject({ method: 'POST', url: '/api/your-details/customer?store=us', headers });
      expect(customer.json()).toMatchObject({ firstName: 'Sam', staff: true, loggedIn: true });
    });

    it('a new sign-in replaces the one the browser had; store logout ends it', async () => {
      const first = cookieFrom((await login(MEMBER_EMAIL, PASSWORD)).headers['set-cookie']);
      const before = await loginCount();
      const second = await login(MEMBER_EMAIL, PASSWORD, { cookie: first });
      const secondCookie = cookieFrom(second.headers['set-cookie']);
      expect(await loginCount()).toBe(before);
      expect((await jsonAspx(first)).json()).toEqual({ memberToken: '' });
      expect((await jsonAspx(secondCookie)).json().memberToken).not.toBe('');

      const out = await ctx.app.inject({
        method: 'POST',
        url: '/store/account/logout',
        headers: { cookie: secondCookie },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ status: 'success' });
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await jsonAspx(secondCookie)).json()).toEqual({ memberToken: '' });
    });

    it('a store login expires', async () => {
      const cookie = cookieFrom((await login(MEMBER_EMAIL, PASSWORD)).headers['set-cookie']);
      const saved = ctx.clock.now;
      try {
        ctx.clock.now = new Date(saved.getTime() + (ctx.app.ctx.config.sessionTtlHours + 1) * 3600 * 1000);
        expect((await jsonAspx(cookie)).json()).toEqual({ memberToken: '' });
      } finally {
        ctx.clock.now = saved;
      }
    });

    it('refuses cross-site sign-in and sign-out, and malformed bodies', async () => {
      const crossSite = await login(MEMBER_EMAIL, PASSWORD, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.headers['set-cookie']).toBeUndefined();
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/store/account/logout',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(out.statusCode).toBe(403);

      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/store/account/login',
        payload: { email: MEMBER_EMAIL, password: '', store: 'us' },
      });
      expect(empty.statusCode).toBe(400);
      const form = await ctx.app.inject({
        method: 'POST',
        url: '/store/account/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${MEMBER_EMAIL}&password=${PASSWORD}&store=us`,
      });
      expect(form.statusCode).toBeGreaterThanOrEqual(400);
      expect(form.headers['set-cookie']).toBeUndefined();
    });

    it('answers the wrong-credentials message in the store language', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/store/account/login',
        payload: { email: MEMBER_EMAIL, password: 'nope', store: 'de' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SIGN_IN_STRINGS.de.invalid);
    });
  });
});
