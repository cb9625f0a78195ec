import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AccessLogController, loggerOptions } from './logging.js';

const SECRETS = ['Bearer guest-token-123', 'member-token-456', 'staff_session=cookie-789', 'csrf-abc'];
const headers = {
  authorization: SECRETS[0],
  'x-member-token': SECRETS[1],
  cookie: SECRETS[2],
  'x-csrf-token': SECRETS[3],
};

function logged(write: (logger: pino.Logger) => void): string {
  let out = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const options = loggerOptions({ ...loadConfig({ DATA_DIR: 'data' }), logLevel: 'trace' }) as LoggerOptions;
  write(pino(options, sink));
  return out;
}

describe('the logger keeps tokens and cookies out of the log', () => {
  it.each([
    [
      'a request',
      (logger: pino.Logger) =>
        logger.info({ req: { id: 'r1', method: 'GET', url: '/api/x?email=a', headers } }, 'incoming'),
    ],
    // @fastify/multipart logs the options it gives busboy, request headers included, at trace level.
    ['the multipart parser', (logger: pino.Logger) => logger.trace({ busboyOptions: { headers } }, 'busboy')],
    ['a reply', (logger: pino.Logger) => logger.info({ res: { headers: { 'set-cookie': SECRETS[2] } } }, 'out')],
  ])('in what %s logs', (_what, write) => {
    const out = logged(write);
    expect(out.trim().split('\n')).toHaveLength(1);
    for (const secret of SECRETS) expect(out).not.toContain(secret);
  });
});

describe('the access line', () => {
  async function linesOf(controller: AccessLogController): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: loggerOptions(loadConfig({ DATA_DIR: 'data' }), {
        write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      }),
      logController: controller,
    });
    app.get('/answered', async () => ({ ok: true }));
    await app.inject('/answered?email=a%40example.com');
    await app.close();
    return lines;
  }

  it('is written once, with the path and the status', async () => {
    const lines = await linesOf(new AccessLogController());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { path: '/answered' }, res: { statusCode: 200 } });
  });

  it('keeps to disableRequestLogging as Fastify’s own controller does', async () => {
    expect(await linesOf(new AccessLogController({ disableRequestLogging: true }))).toEqual([]);
  });
});
