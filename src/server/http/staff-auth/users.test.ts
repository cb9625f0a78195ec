import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { createStaff, injectAsStaff, signInStaff, staffSession, type StaffSession } from '../../test/staff.js';

describe.each(ENGINES)('staff users, admin calls (%s)', (engine) => {
  let ctx: TestContext;
  let admin: StaffSession;
  let ukAdmin: StaffSession;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await staffSession(ctx, { role: 'admin', stores: '*' });
    ukAdmin = await staffSession(ctx, { role: 'admin', stores: ['uk', 'ie'] });
  });
  afterAll(async () => ctx?.close());

  const as = (session: StaffSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    injectAsStaff(ctx, session, { method, url, ...(payload ? { payload } : {}) });
  const auditOf = (id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const newUser = (extra: Record<string, unknown> = {}) => ({
    email: `New.${Math.random().toString(36).slice(2)}@Test.Example`,
    name: 'New Agent',
    role: 'agent',
    stores: ['uk'],
    password: 'a long enough password',
    ...extra,
  });

  it.each(['viewer', 'agent', 'supervisor'] as const)('refuses every admin call to a %s (403)', async (role) => {
    const session = await staffSession(ctx, { role });
    const target = await createStaff(ctx, { role: 'viewer' });
    const calls: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/staff/users'],
      ['POST', '/api/staff/users', newUser()],
      ['PATCH', `/api/staff/users/${target.id}`, { name: 'Renamed' }],
      ['POST', `/api/staff/users/${target.id}/end-sessions`],
      ['GET', '/api/staff/stores/uk/settings'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await as(session, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 'forbidden', code: 'staffForbidden' });
    }
    const row = await ctx.database.db
      .selectFrom('staff_users')
      .select('name')
      .where('id', '=', target.id)
      .executeTakeFirst();
    expect(row!.name).toBe('Test viewer');
  });

  it('creates a user (e-mail lower-cased, password hashed) and records it without secrets', async () => {
    const body = newUser();
    const res = await as(admin, 'POST', '/api/staff/users', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: body.email.toLowerCase(),
      role: 'agent',
      stores: ['uk'],
      disabled: false,
      totpEnabled: false,
      lockedUntil: null,
    });
    expect(JSON.stringify(created)).not.toContain('password');
    const entry = (await auditOf(created.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'staff.create', actor: admin.staff.email });
    expect(entry.after).not.toContain('argon2');
    const session = await signInStaff(ctx, {
      id: created.id,
      email: body.email,
      password: body.password,
      totpSecret: null,
    });
    expect(session.staff.role).toBe('agent');

    const again = await as(admin, 'POST', '/api/staff/users', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('staffEmailTaken');
  });

  it('refuses a short password and a bad e-mail with field errors', async () => {
    const res = await as(admin, 'POST', '/api/staff/users', newUser({ password: 'short', email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('shows a store admin only the users within their stores, and lets them grant no more', async () => {
    const ukAgent = await createStaff(ctx, { role: 'agent', stores: ['uk'] });
    const usAgent = await createStaff(ctx, { role: 'agent', stores: ['us', 'uk'] });
    const list = (await as(ukAdmin, 'GET', '/api/staff/users')).json().users as { id: number }[];
    expect(list.map((u) => u.id)).toContain(ukAgent.id);
    expect(list.map((u) => u.id)).not.toContain(usAgent.id);
    const all = (await as(admin, 'GET', '/api/staff/users')).json().users as { id: number }[];
    expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([ukAgent.id, usAgent.id, ukAdmin.staff.id]));

    expect((await as(ukAdmin, 'PATCH', `/api/staff/users/${usAgent.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await as(ukAdmin, 'POST', `/api/staff/users/${usAgent.id}/end-sessions`)).statusCode).toBe(404);
    expect((await as(ukAdmin, 'PATCH', `/api/staff/users/${ukAgent.id}`, { stores: ['uk', 'us'] })).statusCode).toBe(
      403,
    );
    expect((await as(ukAdmin, 'PATCH', `/api/staff/users/${ukAgent.id}`, { stores: '*' })).statusCode).toBe(403);
    expect((await as(ukAdmin, 'POST', '/api/staff/users', newUser({ stores: '*' }))).statusCode).toBe(403);
    const ok = await as(ukAdmin, 'PATCH', `/api/staff/users/${ukAgent.id}`, { stores: ['ie'], role: 'supervisor' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ stores: ['ie'], role: 'supervisor' });
  });

  it('changes a role at once, and records before and after', async () => {
    const user = await createStaff(ctx, { role: 'viewer', stores: ['uk'] });
    const session = await signInStaff(ctx, user);
    const res = await as(admin, 'PATCH', `/api/staff/users/${user.id}`, { role: 'agent', name: 'Promoted' });
    expect(res.statusCode, res.body).toBe(200);
    const me = await injectAsStaff(ctx, session, { method: 'GET', url: '/api/staff/me' });
    expect(me.json().staff).toMatchObject({ role: 'agent', name: 'Promoted' });
    const entry = (await auditOf(user.id)).at(-1)!;
    expect(entry.action).toBe('staff.update');
    expect(JSON.parse(entry.before)).toMatchObject({ role: 'viewer', name: 'Test viewer' });
    expect(JSON.parse(entry.after)).toMatchObject({ role: 'agent', name: 'Promoted', sessionsEnded: 0 });
  });

  it('disabling ends the user sessions at once', async () => {
    const user = await createStaff(ctx, { role: 'agent' });
    const session = await signInStaff(ctx, user);
    const res = await as(admin, 'PATCH', `/api/staff/users/${user.id}`, { disabled: true });
    expect(res.json().disabled).toBe(true);
    expect((await injectAsStaff(ctx, session, { method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    const sessions = await ctx.database.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('ends every session of a user, effective on the very next call', async () => {
    const user = await createStaff(ctx, { role: 'agent' });
    const one = await signInStaff(ctx, user);
    const two = await signInStaff(ctx, user);
    const res = await as(admin, 'POST', `/api/staff/users/${user.id}/end-sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const s of [one, two]) {
      expect((await injectAsStaff(ctx, s, { method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    }
    const entry = (await auditOf(user.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'staff.end-sessions', actor: admin.staff.email });
    expect(JSON.parse(entry.after)).toEqual({ ended: 2 });
  });

  it('resets a lost one-time code and a password, signing the user out', async () => {
    const user = await createStaff(ctx, { role: 'supervisor' });
    const session = await signInStaff(ctx, user);
    const res = await as(admin, 'PATCH', `/api/staff/users/${user.id}`, {
      resetTotp: true,
      password: 'a brand new password',
    });
    expect(res.json().totpEnabled).toBe(false);
    expect((await injectAsStaff(ctx, session, { method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    const again = await signInStaff(ctx, { ...user, password: 'a brand new password', totpSecret: null });
    const blocked = await injectAsStaff(ctx, again, { method: 'GET', url: '/api/staff/users' });
    expect(blocked.json().status).toBe('totp-required');
  });

  it('refuses an admin changing their own access, but not their name', async () => {
    const self = `/api/staff/users/${admin.staff.id}`;
    for (const patch of [{ role: 'agent' }, { disabled: true }, { stores: ['us'] }, { resetTotp: true }]) {
      const res = await as(admin, 'PATCH', self, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(res.json().code).toBe('staffOwnAccess');
    }
    expect((await as(admin, 'PATCH', self, { name: 'Chief Admin' })).json().name).toBe('Chief Admin');
  });

  it('answers 404 to an unknown user and 400 to a malformed id or body', async () => {
    expect((await as(admin, 'PATCH', '/api/staff/users/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await as(admin, 'PATCH', '/api/staff/users/abc', { name: 'X' })).statusCode).toBe(400);
    expect((await as(admin, 'PATCH', `/api/staff/users/${ukAdmin.staff.id}`, { role: 'owner' })).statusCode).toBe(400);
  });
});
