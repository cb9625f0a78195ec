import fp from 'fastify-plugin';
import { sql } from 'kysely';

/** How long a readiness probe waits for an engine before it answers 503. */
const PROBE_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: the process is alive (no engine asked). GET /readyz: the database answers, and Redis when it is
 * configured; 503 naming what failed otherwise, so a load balancer sends no traffic to this instance.
 */
export default fp(
  async (app) => {
    const hide = { schema: { hide: true } };
    app.get('/healthz', hide, async () => ({ status: 'ok' }));
    app.get('/readyz', hide, async (request, reply) => {
      const checks: Record<string, 'ok' | 'failed'> = {};
      const probe = async (name: string, work: () => Promise<unknown>) => {
        try {
          await within(work(), PROBE_TIMEOUT_MS);
          checks[name] = 'ok';
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          checks[name] = 'failed';
        }
      };
      await Promise.all([
        probe('database', () => sql`select 1`.execute(app.ctx.db)),
        ...(app.redis ? [probe('redis', () => app.redis!.ping())] : []),
      ]);
      const ready = Object.values(checks).every((state) => state === 'ok');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    });
  },
  { name: 'health', dependencies: ['context', 'redis'] },
);
