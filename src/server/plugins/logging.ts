import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { CSRF_HEADER } from '../../shared/staff/auth.js';
import type { Config } from '../config.js';
import { turnWriter, type TurnWriter } from '../lib/log-per-turn.js';

/** Where log lines go instead of standard output (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** The headers a logged object may carry, with tokens and cookies replaced. */
const SECRET_HEADERS = ['authorization', 'x-member-token', 'cookie', CSRF_HEADER, 'set-cookie'];

function withoutSecrets(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  const kept: Record<string, unknown> = { ...(headers as Record<string, unknown>) };
  for (const name of Object.keys(kept)) if (SECRET_HEADERS.includes(name.toLowerCase())) kept[name] = '[Redacted]';
  return kept;
}

/**
 * Standard output, written once per turn of the event loop (lib/log-per-turn.ts), and what is left when the process
 * exits, a crash included. Pino's default destination handed every line to a thread of libuv's pool (an
 * asynchronous write), which cost the cheapest answer a quarter of its CPU time; a synchronous write per line cost
 * more (docs/decisions/0052-log-written-per-turn.md).
 */
let stdout: TurnWriter | undefined;
export function logPerTurn(): LogStream {
  if (!stdout) {
    const writer = turnWriter(1);
    process.on('exit', () => writer.end());
    stdout = writer;
  }
  return stdout;
}

/** An error as pino writes it, without the raw bytes of a request Node's HTTP parser refused (its headers too). */
function errorWithoutPacket(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  // A new object per call (pino copies the error's own properties onto it), so the deletion touches only the line.
  const written = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & {
    rawPacket?: unknown;
  };
  if (written && typeof written === 'object') delete written.rawPacket;
  return written;
}

/**
 * Fastify's logger: no tokens, and paths without their query strings (they carry e-mails and rmaIds). Every line
 * a request's logger writes carries its id as `reqId` (plugins/request-id.ts). What could carry a token is kept out
 * by the serializers of the keys that hold it, which run only on lines that have those keys: a request (its id,
 * method and path), an answer (its status), an error (not the raw request Node's parser refused, which Fastify logs
 * at trace level), and the options @fastify/multipart logs at trace level (the request's headers). Pino's `redact`
 * would do the same on every line, the access line included, for a sixth of the cheapest answer's CPU time.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    stream: stream ?? logPerTurn(),
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      // What Fastify's own writes (an answer's status), so that no line, in Fastify or not, holds an answer's headers.
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: errorWithoutPacket,
      busboyOptions: (options: unknown) =>
        options && typeof options === 'object'
          ? { ...options, headers: withoutSecrets((options as { headers?: unknown }).headers) }
          : options,
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
