import { spawn } from 'node:child_process';
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
  const options = loggerOptions({ ...loadConfig({ DATA_DIR: 'data' }), logLevel: 'trace' }, sink) as LoggerOptions;
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
    // Fastify logs a request Node's HTTP parser refused at trace level, with the parser's error: its rawPacket is the
    // request's bytes, headers included.
    [
      'a refused request',
      (logger: pino.Logger) =>
        logger.trace(
          {
            err: Object.assign(new Error('Parse Error'), {
              rawPacket: Buffer.from(`GET / HTTP/1.1\r\nCookie: ${SECRETS[2]}`),
            }),
          },
          'client error',
        ),
    ],
  ])('in what %s logs', (_what, write) => {
    const out = logged(write);
    expect(out.trim().split('\n')).toHaveLength(1);
    for (const secret of SECRETS) expect(out).not.toContain(secret);
    expect(out).not.toContain('rawPacket');
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

describe('standard output, written once per turn', () => {
  const module = new URL('./logging.ts', import.meta.url).href;

  /** Runs `body` in a child process with `stream` = logPerTurn(); resolves with each chunk its stdout delivered
   * and the time since the start at which it came. */
  async function run(body: string): Promise<{ chunks: { at: number; text: string }[]; code: number | null }> {
    const script = `const { logPerTurn } = await import(${JSON.stringify(module)}); const stream = logPerTurn(); ${body}`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const started = Date.now();
    const chunks: { at: number; text: string }[] = [];
    child.stdout.on('data', (data: Buffer) => chunks.push({ at: Date.now() - started, text: data.toString() }));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { chunks, code };
  }

  it('writes the lines of one turn together, at the end of that turn', async () => {
    const { chunks } = await run(`
      for (let i = 0; i < 50; i++) stream.write('line ' + i + '\\n');
      setTimeout(() => stream.write('later\\n'), 300);`);
    const text = chunks.map((c) => c.text).join('');
    expect(text.split('\n').filter(Boolean)).toEqual([...Array.from({ length: 50 }, (_, i) => `line ${i}`), 'later']);
    // The fifty lines came in one write, before the later one.
    expect(chunks[0]!.text.split('\n').filter(Boolean)).toHaveLength(50);
  });

  it('does not hold a lone line back for more', async () => {
    const { chunks } = await run(`
      stream.write('alone\\n');
      setTimeout(() => {}, 2000);`);
    expect(chunks[0]!.text).toBe('alone\n');
    expect(chunks[0]!.at).toBeLessThan(1500);
  });

  it('writes what is left when the process exits, and when it crashes', async () => {
    const exited = await run(`stream.write('before exit\\n'); process.exit(3);`);
    expect(exited.code).toBe(3);
    expect(exited.chunks.map((c) => c.text).join('')).toBe('before exit\n');
    const crashed = await run(`stream.write('before the crash\\n'); throw new Error('crash');`);
    expect(crashed.code).toBe(1);
    expect(crashed.chunks.map((c) => c.text).join('')).toBe('before the crash\n');
  });
});
