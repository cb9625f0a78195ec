import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { injectAsStaff, staffSession, type StaffSession } from '../../test/staff.js';

describe.each(ENGINES)('store settings (%s)', (engine) => {
  let ctx: TestContext;
  let admin: StaffSession;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { demo: false });
    admin = await staffSession(ctx, { role: 'admin', stores: ['uk', 'ie'] });
  });
  afterAll(async () => ctx?.close());

  const settings = {
    refundThreshold: 250,
    autoApprove: true,
    teamEmail: 'returns-team@example.co.uk',
    fromEmail: 'returns@example.co.uk',
    returnCentre: { name: 'Returns Centre UK', lines: ['Unit 4, Brookfield Park', 'Manchester', 'M17 1SD'] },
    firstResponseDays: 1,
    resolutionDays: 7,
  };
  const auditOfStore = (store: string) =>
    ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'store')
      .where('store', '=', store)
      .execute();

  it('answers the defaults before the store is saved', async () => {
    const res = await injectAsStaff(ctx, admin, { method: 'GET', url: '/api/staff/stores/ie/settings' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ store: 'ie', refundThreshold: 0, autoApprove: false, updatedAt: null });
  });

  it('saves the whole settings, reads them back, and records before and after', async () => {
    const put = await injectAsStaff(ctx, admin, {
      method: 'PUT',
      url: '/api/staff/stores/uk/settings',
      payload: settings,
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = await injectAsStaff(ctx, admin, { method: 'GET', url: '/api/staff/stores/uk/settings' });
    expect(got.json()).toEqual({ store: 'uk', ...settings, updatedAt: ctx.clock.now.toISOString() });
    const second = { ...settings, refundThreshold: 300 };
    await injectAsStaff(ctx, admin, { method: 'PUT', url: '/api/staff/stores/uk/settings', payload: second });
    const entries = await auditOfStore('uk');
    expect(entries.map((e) => e.action)).toEqual(['store.settings', 'store.settings']);
    expect(JSON.parse(entries[1]!.before).refundThreshold).toBe(250);
    expect(JSON.parse(entries[1]!.after).refundThreshold).toBe(300);
  });

  it('refuses a store outside the admin stores, bad values, and a missing CSRF token, changing nothing', async () => {
    const other = await injectAsStaff(ctx, admin, {
      method: 'PUT',
      url: '/api/staff/stores/us/settings',
      payload: settings,
    });
    expect(other.statusCode).toBe(403);
    const bad = await injectAsStaff(ctx, admin, {
      method: 'PUT',
      url: '/api/staff/stores/ie/settings',
      payload: { ...settings, refundThreshold: -1, teamEmail: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['refundThreshold', 'teamEmail']);
    const noCsrf = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/stores/ie/settings',
      headers: { cookie: admin.cookie },
      payload: settings,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(
      await ctx.database.db.selectFrom('store_settings').select('store').where('store', 'in', ['us', 'ie']).execute(),
    ).toEqual([]);
    expect(await auditOfStore('ie')).toEqual([]);
    expect(
      (await injectAsStaff(ctx, admin, { method: 'GET', url: '/api/staff/stores/nowhere/settings' })).statusCode,
    ).toBe(400);
  });
});
