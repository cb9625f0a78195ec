import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Fastify's logger: no tokens, and paths without their query strings (they carry e-mails and rmaIds). */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["x-member-token"]'],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
