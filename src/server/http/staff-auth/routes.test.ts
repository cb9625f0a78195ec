import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer } from '../../test/kit.js';
import {
  createStaff,
  freshTotpCode,
  injectAsStaff,
  signInStaff,
  staffCookieOf,
  type StaffCredentials,
} from '../../test/staff.js';
import { totpCode, totpStep } from '../../modules/staff/totp.js';

describe.each(ENGINES)('staff sign-in and session (%s)', (engine) => {
  let ctx: TestContext;
  let start: Date;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    start = ctx.clock.now;
  });
  afterAll(async () => ctx?.close());

  const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/staff/session', payload, headers });
  const me = (cookie: string | undefined) =>
    ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: cookie ? { cookie } : {} });
  const auditOf = (entityId: string) =>
    ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'staff')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  const userRow = (id: number) =>
    ctx.database.db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('password sign-in', () => {
    let agent: StaffCredentials;
    beforeAll(async () => {
      agent = await createStaff(ctx, { role: 'agent', stores: ['us', 'uk'], email: 'Agent.Case@Test.Example' });
    });

    it('signs in with the e-mail in any case, sets a strict httpOnly cookie and answers the user and a CSRF token', async () => {
      const res = await signIn({ email: 'AGENT.case@test.example', password: agent.password });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'signed-in',
        staff: { email: 'agent.case@test.example', role: 'agent', stores: ['us', 'uk'], totpEnabled: false },
      });
      expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie.secure).toBeUndefined();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The row's id is the token's SHA-256, never the token.
      const rows = await ctx.database.db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('staff_id', '=', agent.id)
        .execute();
      expect(rows.map((r) => r.id)).not.toContain(cookie.value);
      expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
      const who = await me(`staff_session=${cookie.value}`);
      expect(who.statusCode).toBe(200);
      expect(who.json()).toEqual({ staff: body.staff, csrfToken: body.csrfToken });
    });

    it('answers a wrong password and an unknown e-mail alike, and records both', async () => {
      const wrong = await signIn({ email: agent.email, password: 'not the password' });
      const unknown = await signIn({ email: 'nobody@test.example', password: 'not the password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({
        status: 'invalid-credentials',
        code: 'staffInvalidCredentials',
        message: 'The e-mail address or password is incorrect.',
      });
      expect(staffCookieOf(wrong)).toBeUndefined();
      const entries = await auditOf(String(agent.id));
      expect(entries.at(-1)).toMatchObject({ action: 'staff.sign-in-failed', staff_id: agent.id });
      expect(JSON.parse(entries.at(-1)!.after)).toEqual({ reason: 'invalid-password' });
      const anonymous = await ctx.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('actor', '=', 'nobody@test.example')
        .execute();
      expect(anonymous).toHaveLength(1);
      expect(anonymous[0]).toMatchObject({ action: 'staff.sign-in-failed', staff_id: null });
      expect(JSON.parse(anonymous[0]!.after)).toEqual({ reason: 'unknown-email' });
    });

    it('answers in the browser language before sign-in', async () => {
      const res = await signIn(
        { email: 'nobody@test.example', password: 'x' },
        { 'accept-language': 'de-DE,de;q=0.9' },
      );
      expect(res.json().message).toBe('Die E-Mail-Adresse oder das Passwort ist falsch.');
    });

    it('records the successful sign-in', async () => {
      await signInStaff(ctx, agent);
      const entries = await auditOf(String(agent.id));
      expect(entries.at(-1)).toMatchObject({ action: 'staff.sign-in', actor: agent.email, staff_id: agent.id });
    });

    it('refuses a disabled user with the same answer, and ends nothing else', async () => {
      const disabled = await createStaff(ctx, { role: 'agent', disabled: true });
      const res = await signIn({ email: disabled.email, password: disabled.password });
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe('invalid-credentials');
      expect(JSON.parse((await auditOf(String(disabled.id))).at(-1)!.after)).toEqual({ reason: 'disabled' });
    });

    it('refuses a cross-site sign-in (login CSRF)', async () => {
      const res = await signIn({ email: agent.email, password: agent.password }, { 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode).toBe(403);
      expect(staffCookieOf(res)).toBeUndefined();
    });

    it('refuses a malformed body with the API error shape', async () => {
      const res = await signIn({ email: agent.email, password: agent.password, code: '12ab' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid', code: 'invalidRequest' });
    });
  });

  describe('the demo staff users (README, docs/demo-data.md)', () => {
    const users: [string, string, string | null, string][] = [
      ['admin@demo.example', 'demo-admin-password', 'JBSWY3DPEHPK3PXP', 'admin'],
      ['supervisor@demo.example', 'demo-supervisor-password', 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD', 'supervisor'],
      ['agent@demo.example', 'demo-agent-password', null, 'agent'],
      ['viewer@demo.example', 'demo-viewer-password', null, 'viewer'],
    ];
    it.each(users)('%s signs in with the documented password and code', async (email, password, secret, role) => {
      const row = await ctx.database.db
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const session = await signInStaff(ctx, { id: row.id, email, password, totpSecret: secret });
      expect(session.staff.role).toBe(role);
      expect(session.staff.totpEnabled).toBe(secret !== null);
    });

    it('has settings for every store', async () => {
      const rows = await ctx.database.db.selectFrom('store_settings').select(['store', 'team_email']).execute();
      expect(rows).toHaveLength(20);
      expect(rows.every((r) => r.team_email.endsWith('@demo.example'))).toBe(true);
    });
  });

  describe('one-time codes', () => {
    let supervisor: StaffCredentials;
    beforeAll(async () => {
      supervisor = await createStaff(ctx, { role: 'supervisor', stores: ['uk'] });
    });

    it('asks for the code after a right password, without a session', async () => {
      const res = await signIn({ email: supervisor.email, password: supervisor.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'code-required' });
      expect(staffCookieOf(res)).toBeUndefined();
    });

    it('refuses a wrong code, then signs in with the right one and refuses it a second time', async () => {
      const before = (await userRow(supervisor.id)).failed_logins;
      const wrong = await signIn({ email: supervisor.email, password: supervisor.password, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ status: 'invalid-code', code: 'staffInvalidCode' });
      expect((await userRow(supervisor.id)).failed_logins).toBe(before + 1);

      const code = totpCode(supervisor.totpSecret!, totpStep(ctx.clock.now));
      const ok = await signIn({ email: supervisor.email, password: supervisor.password, code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'signed-in', staff: { role: 'supervisor', totpEnabled: true } });
      expect((await userRow(supervisor.id)).failed_logins).toBe(0);

      const replay = await signIn({ email: supervisor.email, password: supervisor.password, code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().status).toBe('invalid-code');
      // An older code of the window is refused too once a later one was used.
      const older = totpCode(supervisor.totpSecret!, totpStep(ctx.clock.now) - 1);
      expect((await signIn({ email: supervisor.email, password: supervisor.password, code: older })).statusCode).toBe(
        401,
      );
    });

    it('lets a supervisor without a code sign in only to enrol one, then enrols and requires it', async () => {
      const fresh = await createStaff(ctx, { role: 'supervisor', totp: false });
      const session = await signInStaff(ctx, fresh);
      const blocked = await injectAsStaff(ctx, session, { method: 'GET', url: '/api/staff/users' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().status).toBe('totp-required');

      const start = await injectAsStaff(ctx, session, { method: 'POST', url: '/api/staff/me/totp' });
      expect(start.statusCode, start.body).toBe(200);
      const { uri, secret } = start.json();
      expect(uri).toContain(`secret=${secret}`);
      const bad = await injectAsStaff(ctx, session, {
        method: 'POST',
        url: '/api/staff/me/totp/confirm',
        payload: { code: totpCode(secret, totpStep(ctx.clock.now) + 5) },
      });
      expect(bad.statusCode).toBe(400);
      const confirm = await injectAsStaff(ctx, session, {
        method: 'POST',
        url: '/api/staff/me/totp/confirm',
        payload: { code: totpCode(secret, totpStep(ctx.clock.now)) },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect(confirm.json().totpEnabled).toBe(true);
      expect((await auditOf(String(fresh.id))).at(-1)!.action).toBe('staff.totp-enabled');

      const again = await injectAsStaff(ctx, session, { method: 'POST', url: '/api/staff/me/totp' });
      expect(again.statusCode).toBe(409);
      const passwordOnly = await signIn({ email: fresh.email, password: fresh.password });
      expect(passwordOnly.json()).toEqual({ status: 'code-required' });
      // The enrolment's code is used up; the next step's code opens a session.
      const next = await signInStaff(ctx, { ...fresh, totpSecret: secret });
      expect(next.staff.totpEnabled).toBe(true);
    });
  });

  describe('lockout', () => {
    it('locks after five failures, refuses even the right password, and unlocks after 15 minutes', async () => {
      const user = await createStaff(ctx, { role: 'viewer' });
      for (let i = 0; i < 4; i++) {
        expect((await signIn({ email: user.email, password: 'wrong password' })).statusCode).toBe(401);
      }
      const fifth = await signIn({ email: user.email, password: 'wrong password' });
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json()).toMatchObject({ status: 'locked', code: 'staffLocked', retryAfterSeconds: 900 });
      expect(fifth.json().message).toContain('15 min');
      expect(JSON.parse((await auditOf(String(user.id))).at(-1)!.after)).toEqual({
        reason: 'invalid-password',
        locked: true,
      });

      ctx.clock.now = new Date(start.getTime() + 14 * 60_000);
      const stillLocked = await signIn({ email: user.email, password: user.password });
      expect(stillLocked.statusCode).toBe(423);
      expect(stillLocked.json().retryAfterSeconds).toBe(60);

      ctx.clock.now = new Date(start.getTime() + 15 * 60_000);
      const session = await signInStaff(ctx, user);
      expect(session.staff.email).toBe(user.email);
      const row = await userRow(user.id);
      expect([row.failed_logins, row.locked_until]).toEqual([0, null]);
      ctx.clock.now = start;
    });

    it('counts wrong codes towards the lockout', async () => {
      const user = await createStaff(ctx, { role: 'admin' });
      for (let i = 0; i < 4; i++) {
        const res = await signIn({ email: user.email, password: user.password, code: '000000' });
        expect(res.statusCode).toBe(401);
      }
      const fifth = await signIn({ email: user.email, password: user.password, code: '000000' });
      expect(fifth.statusCode).toBe(423);
      const code = await freshTotpCode(ctx, user);
      expect((await signIn({ email: user.email, password: user.password, code })).statusCode).toBe(423);
    });
  });

  describe('sessions', () => {
    it('signs out this session only, at once', async () => {
      const user = await createStaff(ctx, { role: 'agent' });
      const first = await signInStaff(ctx, user);
      const second = await signInStaff(ctx, user);
      const out = await injectAsStaff(ctx, first, { method: 'DELETE', url: '/api/staff/session' });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'staff_session')!.value).toBe('');
      expect((await me(first.cookie)).statusCode).toBe(401);
      expect((await me(second.cookie)).statusCode).toBe(200);
      expect((await auditOf(String(user.id))).at(-1)!.action).toBe('staff.sign-out');
    });

    it('expires 12 hours after the last use, and each use slides it', async () => {
      const user = await createStaff(ctx, { role: 'viewer' });
      const session = await signInStaff(ctx, user);
      ctx.clock.now = new Date(start.getTime() + 11 * 3_600_000);
      expect((await me(session.cookie)).statusCode).toBe(200);
      ctx.clock.now = new Date(start.getTime() + 22 * 3_600_000);
      expect((await me(session.cookie)).statusCode).toBe(200);
      ctx.clock.now = new Date(start.getTime() + 34 * 3_600_000 + 1000);
      const expired = await me(session.cookie);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ status: 'unauthorized', code: 'staffSignInRequired' });
      ctx.clock.now = start;
    });

    it('refuses a disabled user at once, even with a session', async () => {
      const user = await createStaff(ctx, { role: 'viewer' });
      const session = await signInStaff(ctx, user);
      await ctx.database.db.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', user.id).execute();
      expect((await me(session.cookie)).statusCode).toBe(401);
    });

    it('answers 401 to no cookie and to a made-up one', async () => {
      expect((await me(undefined)).statusCode).toBe(401);
      expect((await me(`staff_session=${'A'.repeat(43)}`)).statusCode).toBe(401);
      expect((await me('staff_session=short')).statusCode).toBe(401);
    });
  });

  describe('CSRF', () => {
    it('refuses a write without the token or with a wrong one (403) and changes nothing', async () => {
      const user = await createStaff(ctx, { role: 'agent', language: 'en' });
      const session = await signInStaff(ctx, user);
      const other = await signInStaff(ctx, await createStaff(ctx, { role: 'agent' }));
      for (const token of [undefined, 'x'.repeat(43), other.csrfToken]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/staff/me/language',
          headers: { cookie: session.cookie, ...(token ? { 'x-csrf-token': token } : {}) },
          payload: { language: 'fr' },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 'csrf', code: 'staffCsrfInvalid' });
      }
      const signOut = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/staff/session',
        headers: { cookie: session.cookie },
      });
      expect(signOut.statusCode).toBe(403);
      expect((await userRow(user.id)).language).toBe('en');
      expect((await me(session.cookie)).statusCode).toBe(200);
    });

    it('takes the token on a write, and the user language picks the messages from then on', async () => {
      const user = await createStaff(ctx, { role: 'agent' });
      const session = await signInStaff(ctx, user);
      const res = await injectAsStaff(ctx, session, {
        method: 'PUT',
        url: '/api/staff/me/language',
        payload: { language: 'jp' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().language).toBe('jp');
      const refused = await injectAsStaff(ctx, session, { method: 'GET', url: '/api/staff/users' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('この操作を行う権限がありません。');
      expect((await auditOf(String(user.id))).at(-1)!.action).toBe('staff.language');
    });
  });

  describe('customers and staff stay apart', () => {
    it('refuses a customer bearer token on staff calls', async () => {
      const c = await customer(ctx, 'us', 'staff-apart@example.com');
      const res = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: c.headers });
      expect(res.statusCode).toBe(401);
      const write = await ctx.app.inject({
        method: 'PUT',
        url: '/api/staff/me/language',
        headers: c.headers,
        payload: { language: 'fr' },
      });
      expect(write.statusCode).toBe(401);
    });

    it('refuses the staff cookie, and its token as a bearer, on customer calls', async () => {
      const session = await signInStaff(ctx, await createStaff(ctx, { role: 'admin' }));
      const asCookie = await ctx.app.inject({
        method: 'GET',
        url: '/api/your-products?store=us',
        headers: { cookie: session.cookie },
      });
      expect(asCookie.statusCode).toBe(401);
      const token = session.cookie.split('=')[1]!;
      const asBearer = await ctx.app.inject({
        method: 'GET',
        url: '/api/your-details?store=us',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asBearer.statusCode).toBe(401);
    });
  });
});

describe.each(ENGINES)('staff sign-in behind a proxy (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { env: { LOOKUP_RATE_LIMIT: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => ctx?.close());

  const signIn = (ip: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload,
      headers: { 'x-forwarded-for': ip, ...headers },
    });

  it('marks the cookie Secure when the request came over https', async () => {
    const user = await createStaff(ctx, { role: 'viewer' });
    const res = await signIn(
      '203.0.113.1',
      { email: user.email, password: user.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'staff_session')).toMatchObject({ secure: true, sameSite: 'Strict' });
    const plain = await signIn(
      '203.0.113.2',
      { email: user.email, password: user.password },
      { 'x-forwarded-proto': 'http' },
    );
    expect(plain.cookies.find((c) => c.name === 'staff_session')!.secure).toBeUndefined();
  });

  it('answers 429 once one address has made too many sign-ins in a minute, and only to that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await signIn('198.51.100.7', { email: 'nobody@test.example', password: 'wrong password' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ status: 'rate-limited', code: 'rateLimited' });
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = await signIn('198.51.100.8', { email: 'nobody@test.example', password: 'wrong password' });
    expect(other.statusCode).toBe(401);
  });
});
