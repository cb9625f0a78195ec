import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the instances share (REDIS_URL), or null: the rate limits are then counted in this process. */
    redis: Redis | null;
  }
}

/** The shared Redis when REDIS_URL is set: one client per instance, closed with the app. */
export default fp(
  async (app) => {
    const url = app.ctx.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // Imported only when configured: an instance without Redis holds no client library.
    const { Redis } = await import('ioredis');
    // A request must not wait on a Redis that is away: commands fail at once while it reconnects.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['context'] },
);
