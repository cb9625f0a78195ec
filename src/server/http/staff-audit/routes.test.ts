import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage, type TAuditPage } from '../../../shared/staff/audit.js';
import { recordAudit, type AuditEntry } from '../../modules/audit/repository.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { injectAsStaff, staffSession, type StaffSession } from '../../test/staff.js';

/** Entries written straight into the log, a day apart, on top of the sign-ins the sessions below record. */
const ENTRIES: Omit<AuditEntry, 'at'>[] = [
  { staffId: 1, actor: 'ana@example.com', action: 'rma.approve', entity: 'rma', store: 'us', before: { s: 1 } },
  { staffId: 1, actor: 'ana@example.com', action: 'rma.note', entity: 'rma', store: 'de', after: { note: 'x' } },
  { staffId: 2, actor: 'bo@example.com', action: 'store.settings', entity: 'store', entityId: 'de', store: 'de' },
  { staffId: 2, actor: 'bo@example.com', action: 'inbox.reply', entity: 'conversation', entityId: '9', store: 'us' },
  { staffId: null, actor: 'system', action: 'staff.create', entity: 'staff', entityId: '5', after: { via: 'cli' } },
];

describe.each(ENGINES)('GET /api/staff/audit (%s)', (engine) => {
  let ctx: TestContext;
  let rma: { id: string; rma_no: string };
  let usSupervisor: StaffSession;
  let admin: StaffSession;
  let agent: StaffSession;
  let viewer: StaffSession;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    rma = await ctx.database.db
      .selectFrom('rmas')
      .select(['id', 'rma_no'])
      .where('store', '=', 'us')
      .executeTakeFirstOrThrow();
    for (const [i, entry] of ENTRIES.entries()) {
      await recordAudit(ctx.database.db, {
        ...entry,
        at: new Date(Date.UTC(2030, 0, 1 + i, 12)).toISOString(),
        entityId: entry.entity === 'rma' && entry.store === 'us' ? rma.id : (entry.entityId ?? 'other-rma'),
      });
    }
    usSupervisor = await staffSession(ctx, { role: 'supervisor', stores: ['us'] });
    admin = await staffSession(ctx, { role: 'admin' });
    agent = await staffSession(ctx, { role: 'agent' });
    viewer = await staffSession(ctx, { role: 'viewer' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const read = async (who: StaffSession, query = ''): Promise<TAuditPage> => {
    const res = await injectAsStaff(ctx, who, { method: 'GET', url: `/api/staff/audit${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ZAuditPage.parse(res.json());
  };
  const actions = (page: TAuditPage) => page.items.map((item) => item.action);

  it('lets supervisors and admins read; agents and viewers get 403, strangers 401', async () => {
    for (const who of [agent, viewer]) {
      const res = await injectAsStaff(ctx, who, { method: 'GET', url: '/api/staff/audit' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'forbidden' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/audit' })).statusCode).toBe(401);
    const res = await injectAsStaff(ctx, admin, { method: 'GET', url: '/api/staff/audit' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows everything to an all-stores admin, newest first, with the JSON before and after', async () => {
    const page = await read(admin, '?from=2030-01-01&to=2030-01-31');
    expect(actions(page)).toEqual(['staff.create', 'inbox.reply', 'store.settings', 'rma.note', 'rma.approve']);
    expect(page.items[0]).toMatchObject({ actor: 'system', staffId: null, store: null, after: { via: 'cli' } });
    expect(page.items[4]).toMatchObject({ store: 'us', rmaNo: rma.rma_no, before: { s: 1 }, after: null });
  });

  it('keeps a store-scoped supervisor to their stores and the entries of no store', async () => {
    const page = await read(usSupervisor, '?from=2030-01-01&to=2030-01-31');
    expect(actions(page)).toEqual(['staff.create', 'inbox.reply', 'rma.approve']);
    // Sign-ins belong to no store: everyone who reads the log sees them, their own included.
    const signIns = await read(usSupervisor, `?action=staff.sign-in&actor=${usSupervisor.staff.email.toUpperCase()}`);
    expect(signIns.items).toHaveLength(1);
    expect(signIns.items[0]).toMatchObject({ entity: 'staff', entityId: String(usSupervisor.staff.id) });
    expect((await read(usSupervisor, '?entity=store&entityId=de')).items).toEqual([]);
  });

  it('filters by actor, RMA (number or id), target, action or family, and days', async () => {
    expect(actions(await read(admin, '?actor=ANA@example.com'))).toEqual(['rma.note', 'rma.approve']);
    expect(actions(await read(admin, `?rma=${rma.rma_no.toLowerCase()}`))).toEqual(['rma.approve']);
    expect(actions(await read(admin, `?rma=${rma.id}`))).toEqual(['rma.approve']);
    expect((await read(admin, '?rma=RMA-NOT-THERE')).items).toEqual([]);
    expect(actions(await read(admin, '?entity=conversation&entityId=9'))).toEqual(['inbox.reply']);
    expect(actions(await read(admin, '?action=rma.*'))).toEqual(['rma.note', 'rma.approve']);
    expect(actions(await read(admin, '?action=store.settings'))).toEqual(['store.settings']);
    expect(actions(await read(admin, '?from=2030-01-02&to=2030-01-03'))).toEqual(['store.settings', 'rma.note']);
    expect(actions(await read(admin, '?from=2030-01-05'))).toContain('staff.create');
    expect(actions(await read(admin, '?from=2029-12-31&to=2030-01-01'))).toEqual(['rma.approve']);
  });

  it('walks every entry once through the cursor', async () => {
    const seen: number[] = [];
    let cursor = '';
    for (let n = 0; n < 10; n++) {
      const page = await read(admin, `?limit=2&from=2030-01-01&to=2030-01-31${cursor}`);
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    expect(seen).toHaveLength(ENTRIES.length);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each([
    ['a bad cursor', '?cursor=abc'],
    ['a negative limit', '?limit=-1'],
    ['a limit over 200', '?limit=500'],
    ['a day that is not one', '?from=2030-13-01'],
    ['from after to', '?from=2030-02-01&to=2030-01-01'],
    ['an action with SQL in it', "?action=rma'%20or%201=1"],
    ['an entity with a wildcard', '?entity=%25'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await injectAsStaff(ctx, admin, { method: 'GET', url: `/api/staff/audit${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: expect.any(String), message: expect.any(String) });
  });

  it('has no call that changes the log', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await injectAsStaff(ctx, admin, { method, url: '/api/staff/audit', payload: {} });
      expect([404, 405]).toContain(res.statusCode);
    }
    const before = await ctx.database.db.selectFrom('audit_log').select('id').execute();
    expect(before.length).toBeGreaterThan(ENTRIES.length);
  });
});
