import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Where log lines go instead of standard output (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's logger: no tokens, and paths without their query strings (they carry e-mails and rmaIds). Every line
 * a request's logger writes carries its id as `reqId` (plugins/request-id.ts).
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Tokens and cookies wherever a plugin logs headers (the multipart parser logs its request at trace level).
    redact: [
      'req.headers.authorization',
      'req.headers["x-member-token"]',
      'req.headers.cookie',
      'req.headers["x-csrf-token"]',
      'busboyOptions.headers.authorization',
      'busboyOptions.headers["x-member-token"]',
      'busboyOptions.headers.cookie',
      'busboyOptions.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}

/**
 * One access line per request, written when its answer is done: its id, method and path (the `req` serializer
 * above), its status and the time to answer in milliseconds. Fastify's own controller writes two lines, one as the
 * request comes in and one as it is answered; the second carries everything the first does but the path, and
 * writing both cost the cheapest answer a tenth of its CPU time (docs/decisions/0040-one-access-line.md).
 * Every other line Fastify writes about a request (an error, a stream cut short, a route not found) stays as
 * Fastify writes it.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
