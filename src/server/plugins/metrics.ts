import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestHistogram } from '../lib/request-histogram.js';
import { oldestPendingMail } from '../modules/ops/repository.js';

/** Route label of requests no route matched: one series, not one per path tried. */
const UNMATCHED = 'unmatched';

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The gauges read when Prometheus scrapes: the database pool, the job queues, the mail outbox. */
function scrapeGauges(app: FastifyInstance, registry: Registry): void {
  const { ctx } = app;
  const poolStats = ctx.poolStats;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (max: the pool size; waiting: queries waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  // Both job gauges are collected at once at a scrape: they share one read of the engine's stats.
  let read: { at: number; stats: ReturnType<typeof ctx.jobs.stats> } | undefined;
  const jobStats = () => {
    if (!read || performance.now() - read.at > 1000) read = { at: performance.now(), stats: ctx.jobs.stats() };
    return read.stats;
  };
  new Gauge({
    name: 'job_queue_depth',
    help: 'Runs of a job waiting (queued) or under way (active)',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      for (const stat of await jobStats()) {
        this.set({ job: stat.name, state: 'queued' }, stat.queued);
        this.set({ job: stat.name, state: 'active' }, stat.active);
      }
    },
  });
  new Gauge({
    name: 'job_failed_held',
    help: 'Failed runs of a job the engine still holds',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      for (const stat of await jobStats()) this.set({ job: stat.name }, stat.failed);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending e-mail of the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      const oldest = await oldestPendingMail(ctx.db);
      this.set(oldest ? Math.max(0, (ctx.now().getTime() - Date.parse(oldest)) / 1000) : 0);
    },
  });
}

/**
 * GET /metrics in the Prometheus format (docs/deploy.md#metrics), behind a bearer token (METRICS_TOKEN); without
 * one configured it answers 404. Counts requests and their durations by route pattern and status, job runs and
 * failures, and reads the pool, queue and outbox gauges at each scrape. One registry per app.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    // Counted per answer without prom-client's per-observation label checks (lib/request-histogram.ts).
    const requests = new RequestHistogram();
    requests.registerIn(registry);
    const jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Job runs this instance finished, by job and outcome (ok or failed)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    app.ctx.jobs.onOutcome((outcome) => jobRuns.inc({ job: outcome.name, outcome: outcome.ok ? 'ok' : 'failed' }));
    scrapeGauges(app, registry);

    app.addHook('onResponse', (request, reply, done) => {
      requests.observe(
        request.method,
        request.routeOptions.url ?? UNMATCHED,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const token = app.ctx.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return reply.callNotFound();
      if (!given || !sameToken(given, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
