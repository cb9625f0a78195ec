import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageForStore } from '../lib/messages.js';
import { requestStore } from '../lib/request.js';

/**
 * Route config for the look-up calls that could be used to guess numbers or e-mails (authenticate,
 * email-status, search-order, search-rma-request, confirmation): a per-client limit answering 429.
 * Use as `config: lookupRateLimit(app)`.
 */
export function lookupRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.ctx.config.lookupRateLimit, timeWindow: '1 minute' } };
}

/** The rate limiter, off by default: only routes with lookupRateLimit are limited. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      max: app.ctx.config.lookupRateLimit,
      timeWindow: '1 minute',
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        status: 'rate-limited',
        code: 'rateLimited',
        message: messageForStore(requestStore(request), 'rateLimited'),
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
