import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or a client may pass on: 8 to 128 letters, digits, dots, dashes, underscores or colons. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function wellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/** Fastify's genReqId: the incoming x-request-id when well formed, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return wellFormedRequestId(given) ? given : crypto.randomUUID();
}

/**
 * Every answer carries its request's id in x-request-id; the same id is on every log line of the request
 * (Fastify's request logger adds it as `reqId`).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
