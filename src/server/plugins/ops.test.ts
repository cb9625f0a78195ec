import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../test/context.js';
import { wellFormedRequestId } from './request-id.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('wellFormedRequestId', () => {
  it.each([
    ['0b5d8f3e-6d7a-4c1e-9f00-1234567890ab', true],
    ['req-12345678', true],
    ['trace:abc.def_01', true],
    ['short', false],
    ['-leading-dash-1', false],
    ['has space in it', false],
    ['a'.repeat(129), false],
    ['line\nbreak-12345', false],
    [undefined, false],
    [['two', 'values'], false],
  ])('%j → %s', (value, ok) => {
    expect(wellFormedRequestId(value)).toBe(ok);
  });
});

describe.each(ENGINES)('operations endpoints (%s)', (engine) => {
  let ctx: TestContext;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      demo: false,
      env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers /healthz and /readyz while the database answers', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('returns the request id in x-request-id, keeps a well-formed incoming one, and logs it on every line', async () => {
    lines.length = 0;
    const fresh = await ctx.app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await ctx.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'proxy-id-0001' } });
    expect(given.headers['x-request-id']).toBe('proxy-id-0001');
    const forged = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\u0007' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequests = lines.filter((line) => 'req' in line || 'res' in line);
    for (const line of ofRequests) expect(line.reqId).toEqual(expect.any(String));
    // Each request's access line carries its id: the new one, the proxy's, the one given for the forged id.
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access.map((line) => line.reqId)).toEqual([
      fresh.headers['x-request-id'],
      'proxy-id-0001',
      forged.headers['x-request-id'],
    ]);
  });

  it('writes one access line per answer: id, method, path without its query, status and time', async () => {
    lines.length = 0;
    const answered = await ctx.app.inject('/api/health?email=someone%40example.com');
    await ctx.app.inject('/api/no-such-call');
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      level: 30,
      reqId: answered.headers['x-request-id'],
      req: { id: answered.headers['x-request-id'], method: 'GET', path: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(access[1]).toMatchObject({ req: { path: '/api/no-such-call' }, res: { statusCode: 404 } });
    // The way in is not a line of its own, and no query string (it carries e-mails) reaches the log.
    expect(lines.filter((line) => line.reqId === answered.headers['x-request-id'])).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('someone');
  });

  it('serves /metrics to the token only, with requests by route and status, jobs and the outbox', async () => {
    await ctx.app.inject('/api/health');
    await ctx.app.inject('/api/no-such-call');
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer wrong-token-0123456789' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/);
    expect(text).toMatch(/job_queue_depth\{job="sessions.cleanup",state="queued"\} \d+/);
    expect(text).toMatch(/job_failed_held\{job="uploads.cleanup"\} 0/);
    expect(text).toMatch(/mail_outbox_oldest_pending_seconds 0/);
    if (engine === 'postgres') expect(text).toMatch(/db_pool_connections\{state="max"\} 4/);
  });

  it('tells the age of the oldest pending e-mail', async () => {
    const created = new Date(ctx.clock.now.getTime() - 90_000).toISOString();
    await ctx.database.db
      .insertInto('mail_outbox')
      .values({
        id: crypto.randomUUID(),
        store: 'us',
        event: 'test',
        rma_id: null,
        contact_message_id: null,
        recipient: 'a@example.com',
        sender: 'b@example.com',
        language: 'en',
        subject: 's',
        html: '',
        text: '',
        next_attempt_at: created,
        locked_until: null,
        created_at: created,
        sent_at: null,
      })
      .execute();
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toMatch(/mail_outbox_oldest_pending_seconds 90\n/);
  });
});

describe('operations endpoints without a metrics token', () => {
  it('answers /metrics with not found', async () => {
    const ctx = await createTestContext('sqlite', { demo: false });
    try {
      const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
