import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';

describe.each(ENGINES)('maintenance (%s)', (engine) => {
  let ctx: TestContext;
  let saved: Date;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    saved = ctx.clock.now;
    // Windows are data: the demo's 2022 window (docs/rules/shell.md#maintenance-window), plus one of our own with
    // its own texts.
    await ctx.database.db
      .insertInto('maintenance_windows')
      .values({
        hide_from: '2031-03-01T01:30:00.000Z',
        starts_at: '2031-03-01T02:00:00.000Z',
        ends_at: '2031-03-01T04:00:00.000Z',
        message: 'Database upgrade',
      })
      .execute();
  });
  afterAll(async () => {
    if (ctx) ctx.clock.now = saved;
    await ctx?.close();
  });

  const at = async (iso: string) => {
    ctx.clock.now = new Date(iso);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const notice2022 = {
    startsAt: '2022-10-09T01:00:00.000Z',
    endsAt: '2022-10-09T07:00:00.000Z',
    message: expect.stringContaining('9 October 2022'),
  };

  it('shows nothing long before a window', async () => {
    expect(await at('2022-09-01T00:00:00Z')).toEqual({ hidden: false, notice: null });
  });

  it('announces the window ahead of it without hiding the workspace', async () => {
    expect(await at('2022-10-08T12:00:00+08:00')).toEqual({ hidden: false, notice: notice2022 });
    expect(await at('2022-10-09T08:29:59+08:00')).toEqual({ hidden: false, notice: notice2022 });
  });

  it('hides the workspace from 8:30 AM GMT+8 until 3 PM, with the notice', async () => {
    expect(await at('2022-10-09T08:30:00+08:00')).toEqual({ hidden: true, notice: notice2022 });
    expect(await at('2022-10-09T12:00:00+08:00')).toEqual({ hidden: true, notice: notice2022 });
    expect(await at('2022-10-09T14:59:59+08:00')).toEqual({ hidden: true, notice: notice2022 });
  });

  it('shows nothing from 3 PM', async () => {
    expect(await at('2022-10-09T15:00:00+08:00')).toEqual({ hidden: false, notice: null });
  });

  it('reads other windows from the table', async () => {
    const inside = await at('2031-03-01T03:00:00Z');
    expect(inside).toEqual({
      hidden: true,
      notice: { startsAt: '2031-03-01T02:00:00.000Z', endsAt: '2031-03-01T04:00:00.000Z', message: 'Database upgrade' },
    });
    expect((await at('2031-03-01T01:00:00Z')).hidden).toBe(false);
    expect(await at('2031-03-01T04:00:00Z')).toEqual({ hidden: false, notice: null });
  });

  it('needs no token and may be cached briefly', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
