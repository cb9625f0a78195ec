import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { createSession, removeExpiredSessions, sessionFromToken } from '../modules/session/service.js';

describe.each(ENGINES)('session plugin (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { demo: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const sessionRows = async () =>
    (await ctx.database.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);

  it('expires sessions by the injected clock and deletes the expired ones', async () => {
    const { session, token } = await createSession(ctx.app.ctx, 'us');
    expect(await sessionFromToken(ctx.app.ctx, token)).not.toBeNull();
    const ttlMs = ctx.app.ctx.config.sessionTtlHours * 3600 * 1000;
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(start.getTime() + ttlMs + 1000);
      expect(await sessionFromToken(ctx.app.ctx, token)).toBeNull();
      expect(await sessionRows()).toContain(session.id);
      expect(await removeExpiredSessions(ctx.app.ctx)).toBeGreaterThanOrEqual(1);
      expect(await sessionRows()).not.toContain(session.id);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('keeps live sessions when it cleans up', async () => {
    const { session } = await createSession(ctx.app.ctx, 'us');
    expect(await removeExpiredSessions(ctx.app.ctx)).toBe(0);
    expect(await sessionRows()).toContain(session.id);
  });
});

describe('session clean-up at start', () => {
  it('deletes the sessions already expired when the app starts', async () => {
    const ctx = await createTestContext('sqlite', {
      demo: false,
      // A session left expired by an earlier run of the server.
      seed: async (database) => {
        await database.db
          .insertInto('sessions')
          .values({
            id: 'expired-before-start',
            store: 'us',
            created_at: '2020-01-01T00:00:00.000Z',
            expires_at: '2020-01-02T00:00:00.000Z',
            state: '{}',
          })
          .execute();
      },
    });
    try {
      const rows = await ctx.database.db.selectFrom('sessions').select('id').execute();
      expect(rows.map((row) => row.id)).not.toContain('expired-before-start');
    } finally {
      await ctx.close();
    }
  });
});
