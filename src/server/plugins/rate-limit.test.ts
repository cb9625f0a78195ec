import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

/** Redis is there whenever PostgreSQL is (CI sets TEST_DATABASE_URL and runs both). */
const withRedis = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(!withRedis)('look-up rate limit counted in Redis', () => {
  const apps: TestContext[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('reaches the limit across two instances together, and /readyz asks Redis', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${crypto.randomUUID()}:`, LOOKUP_RATE_LIMIT: '3' };
    for (let i = 0; i < 2; i++) apps.push(await createTestContext('sqlite', { demo: false, env }));
    const [a, b] = apps.map(
      (ctx) => () => ctx.app.inject({ method: 'POST', url: '/api/your-details/authenticate?store=us' }),
    );
    const codes = [];
    for (const call of [a, b, a, b]) codes.push((await call!()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await a!();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rateLimited', retryAfterSeconds: expect.any(Number) });
    expect((await apps[0]!.app.inject('/readyz')).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it('answers 503 on /readyz when Redis does not answer, and lets look-ups through', async () => {
    const ctx = await createTestContext('sqlite', {
      demo: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOOKUP_RATE_LIMIT: '1' },
    });
    apps.push(ctx);
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'failed' } });
    const call = () => ctx.app.inject({ method: 'POST', url: '/api/your-details/authenticate?store=us' });
    expect([(await call()).statusCode, (await call()).statusCode]).toEqual([200, 200]);
  });
});
