import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';

describe.each(ENGINES)('GET /api/maintenance/windows (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the configured windows whatever the clock says, without a token', async () => {
    ctx.clock.now = new Date('2030-01-01T00:00:00Z');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/maintenance/windows' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { windows } = res.json() as { windows: { hideFrom: string; startsAt: string; endsAt: string }[] };
    expect(windows).toHaveLength(1);
    const [window2022] = windows;
    // The same instants as the 2022 window (docs/rules/shell.md#maintenance-window), whatever form they are
    // stored in.
    expect(Date.parse(window2022!.hideFrom)).toBe(Date.parse('2022-10-09T08:30:00+08:00'));
    expect(Date.parse(window2022!.startsAt)).toBe(Date.parse('2022-10-09T09:00:00+08:00'));
    expect(Date.parse(window2022!.endsAt)).toBe(Date.parse('2022-10-09T15:00:00+08:00'));
  });
});
