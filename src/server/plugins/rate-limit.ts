import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageForRequest } from '../lib/messages.js';

/**
 * Route config for the look-up calls that could be used to guess numbers or e-mails (authenticate,
 * email-status, search-order, search-rma-request, confirmation): a per-client limit answering 429.
 * Use as `config: lookupRateLimit(app)`.
 */
export function lookupRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.ctx.config.lookupRateLimit, timeWindow: '1 minute' } };
}

/**
 * The rate limiter, off by default: only routes with lookupRateLimit are limited. With Redis (REDIS_URL) the counts
 * live there, through the limiter's own Redis store, so a client has one limit across all instances; without it
 * they are counted in this process. When Redis does not answer, requests pass (the instance's /readyz reports it).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      max: app.ctx.config.lookupRateLimit,
      timeWindow: '1 minute',
      ...(app.redis
        ? { redis: app.redis, nameSpace: `${app.ctx.config.redisKeyPrefix}rate-limit:`, skipOnError: true }
        : {}),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        status: 'rate-limited',
        code: 'rateLimited',
        message: messageForRequest(request, 'rateLimited'),
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['context', 'redis'] },
);
