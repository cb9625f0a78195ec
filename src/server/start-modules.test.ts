import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { PORTAL_NODE_ARGS, PORTAL_NODE_FLAGS } from '../../scripts/portal-command.js';
import { MALLOC_ARENAS } from './lib/malloc-arenas.js';

/**
 * The real process on SQLite, started as `npm start` starts it, from its build, which bundles every package but the
 * native ones, pino and the ones kept for later (scripts/build-server.ts): the packages that only uploads, labels, PostgreSQL,
 * Redis, SMTP or staff one-time codes need are not loaded until used, and esbuild is never loaded, since the build
 * wrote the sign-in page's script (docs/decisions/0034-portal-memory-and-hot-answers.md). A resolve hook records
 * every package the process loads and prints them when it exits. Started again over the same data, it loads neither
 * the importer nor the layout sanitiser until they are used.
 */
const NOT_LOADED_AT_START = [
  'sharp',
  'pdf-lib',
  'bwip-js',
  'yauzl',
  'file-type',
  'esbuild',
  'pg',
  'pg-boss',
  'ioredis',
  'nodemailer',
  'otpauth',
];

/**
 * What a portal started again over its data does not load either: the importer's layout check and the layout
 * fragments' sanitiser (sanitize-html, with htmlparser2 and postcss), which the first page view loads.
 */
const NOT_LOADED_AT_RESTART = ['sanitize-html', 'htmlparser2', 'postcss'];

/** Packages the server's build bundles (docs/decisions/0065-packages-bundled-into-the-server-build.md). */
const BUNDLED = ['fastify', 'kysely', 'zod', 'ajv', 'jose', 'prom-client'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-start-modules-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const HOOK = `
import { registerHooks } from 'node:module';
import fs from 'node:fs';
const packages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    const match = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(result.url);
    if (match) packages.add(match[1]);
    return result;
  },
});
process.on('exit', () => {
  fs.writeSync(1, '\\nloaded packages: ' + [...packages].join(' ') + '\\n');
  fs.writeSync(1, 'undici loaded: ' + process.moduleLoadList.some((name) => name.includes('undici')) + '\\n');
});
`;

async function packagesLoadedByStart(): Promise<{ loaded: string[]; environment: string[]; undici: boolean }> {
  const hook = path.join(work, 'hook.mjs');
  fs.writeFileSync(hook, HOOK);
  const port = await freePort();
  const entry = PORTAL_NODE_ARGS.slice(PORTAL_NODE_FLAGS.length);
  const inherited = { ...process.env };
  // The portal sets it itself, by starting again (lib/malloc-arenas.ts); an operator's own value would be kept.
  delete inherited.MALLOC_ARENA_MAX;
  const child = spawn(process.execPath, [...PORTAL_NODE_FLAGS, '--import', hook, ...entry], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Returns portal:')) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      throw new Error(`portal did not start (${child.exitCode ?? child.signalCode ?? 'still running'}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A customer's first call, so that the process has served a request before it is asked what it loaded.
  const base = `http://127.0.0.1:${port}`;
  const authenticated = await fetch(`${base}/api/your-details/authenticate?store=us`, { method: 'POST' });
  expect(authenticated.status).toBe(200);
  // An answer of the API's compressed scope: no part of the way it is written may load Node's HTTP client (undici),
  // which reading the global `Response` does (docs/decisions/0067-api-compression-in-a-hook-of-its-own.md).
  expect((await fetch(`${base}/api/health`, { headers: { 'accept-encoding': 'gzip' } })).status).toBe(200);
  // The member sign-in page's script, which the bundle reads from its build rather than compiling it.
  const script = await fetch(`${base}/store/account/signin.js`);
  expect(script.status).toBe(200);
  expect(await script.text()).toContain('fetch("/store/account/login"');
  // The process that answered is the one spawned, started again in place with its malloc arenas set.
  const environment = fs.readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const line = /loaded packages: (.*)/.exec(output)?.[1];
  if (line === undefined) throw new Error(`no package list:\n${output}`);
  return { loaded: line.split(' '), environment, undici: /undici loaded: true/.test(output) };
}

describe('what the portal loads when it starts on SQLite', () => {
  it('loads the server and the driver, none of the packages kept for later, with two malloc arenas', async () => {
    const { loaded, environment, undici } = await packagesLoadedByStart();
    expect(undici, 'Node’s HTTP client loaded').toBe(false);
    // The hook saw the packages left to node_modules that the portal needs to answer at all; the framework, the
    // query builder and the validator come from the build (scripts/build-server.ts).
    expect(loaded).toEqual(expect.arrayContaining(['better-sqlite3', 'pino']));
    expect(loaded.filter((name) => BUNDLED.includes(name))).toEqual([]);
    expect(loaded.filter((name) => NOT_LOADED_AT_START.includes(name))).toEqual([]);
    // The first start imported the demo data, whose layout fragments the import checks with the sanitiser.
    expect(loaded).toContain('sanitize-html');
    // Linux only: glibc's variable, and /proc.
    if (process.platform === 'linux') expect(environment).toContain(`MALLOC_ARENA_MAX=${MALLOC_ARENAS}`);

    const again = await packagesLoadedByStart();
    expect(again.loaded).toEqual(expect.arrayContaining(['better-sqlite3', 'pino']));
    expect(again.loaded.filter((name) => [...NOT_LOADED_AT_START, ...NOT_LOADED_AT_RESTART].includes(name))).toEqual(
      [],
    );
  }, 150_000);
});
