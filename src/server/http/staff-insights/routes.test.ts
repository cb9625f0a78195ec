import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { injectAsStaff, staffSession, type StaffSession } from '../../test/staff.js';

describe.each(ENGINES)('staff insights calls (%s)', (engine) => {
  let ctx: TestContext;
  let viewer: StaffSession;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    viewer = await staffSession(ctx, { role: 'viewer', stores: ['us'] });
  });
  afterAll(async () => ctx?.close());

  it('answers 401 without a staff session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/staff/insights?from=2026-01-01&to=2026-01-31' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the dashboard to a viewer, and each table as CSV', async () => {
    const res = await injectAsStaff(ctx, viewer, {
      method: 'GET',
      url: '/api/staff/insights?store=us&from=2020-01-01&to=2030-12-31',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ store: 'us', from: '2020-01-01', to: '2030-12-31' });
    expect(body.resolution.map((r: { kind: string }) => r.kind)).toEqual(['all', 'refund', 'replacement', 'jp-repair']);
    const csv = await injectAsStaff(ctx, viewer, {
      method: 'GET',
      url: '/api/staff/insights.csv?table=backlog&from=2020-01-01&to=2030-12-31',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="insights-backlog.csv"');
    expect(csv.body.split('\r\n')[0]).toBe('Status,0-2 days,3-7 days,8-14 days,15+ days,Total');
  });

  it('answers 400 for a bad period or table', async () => {
    for (const url of [
      '/api/staff/insights?from=2026-02-01&to=2026-01-01',
      '/api/staff/insights?from=yesterday&to=2026-01-01',
      '/api/staff/insights.csv?table=secrets&from=2026-01-01&to=2026-01-31',
    ]) {
      expect((await injectAsStaff(ctx, viewer, { method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
