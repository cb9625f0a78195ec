import type { FastifyServerOptions } from 'fastify';
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
