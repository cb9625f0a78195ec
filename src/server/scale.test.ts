/**
 * Two real instances (`node` with PORTAL_NODE_ARGS, as deployed) on one PostgreSQL database (a fresh one) and one
 * Redis: a customer's flow alternates between them, the look-up limit is reached across both, a job scheduled on
 * both runs once, and with one instance killed (SIGKILL) mid-flow the flow finishes on the other with nothing lost
 * and nothing duplicated. Runs when TEST_DATABASE_URL is set (Redis at REDIS_URL, default redis://127.0.0.1:6379).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { PORTAL_NODE_ARGS } from '../../scripts/portal-command.js';
import sharp from 'sharp';
import { PNG } from './test/kit.js';

/** The served damage photo is the uploaded 1×1 picture, re-encoded (docs/rules/products.md#uploads). */
const pictureWidth = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

const baseUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function start(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rma-scale-${name}-`));
  const child = spawn(process.execPath, PORTAL_NODE_ARGS, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!lines.some((line) => line.startsWith('Returns portal:'))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${name} did not start:\n${lines.join('\n').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  exited.finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { name, url: `http://127.0.0.1:${port}`, child, lines, exited };
}

/** The runs a job logged on an instance. */
const runsOf = (instance: Instance, job: string) =>
  instance.lines.filter((line) => line.includes('"job ran"') && line.includes(`"job":"${job}"`)).length;

/** A browser's calls over HTTP, each sent to the instance named, from its own client address (TRUST_PROXY). */
class Client {
  token = '';
  constructor(
    readonly store: string,
    readonly ip: string,
  ) {}

  // The answers are read loosely here: the API tests own their shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(to: Instance, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify({ store: this.store, ...(body as object) });
    }
    const sep = url.includes('?') ? '&' : '?';
    const res = await fetch(`${to.url}${url}${sep}store=${this.store}`, { method, headers, body: payload });
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
    };
  }

  async ok(to: Instance, method: string, url: string, body?: unknown) {
    const res = await this.call(to, method, url, body);
    expect(res.status, `${method} ${url} on ${to.name}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  }
}

/** Steps 1 and 2 of a refund, alternating: details, products, the line chosen. Answers the line's sourceId. */
async function detailsAndProducts(c: Client, email: string, order: string, [x, y]: [Instance, Instance]) {
  c.token = (await c.ok(x, 'POST', '/api/your-details/authenticate')).token;
  const details = await c.ok(x, 'GET', '/api/your-details');
  await c.ok(x, 'POST', '/api/your-details', {
    firstName: 'Alex',
    lastName: 'Scale',
    email,
    country: details.countryList[0].id,
    pid: '',
    languageReply: details.languageReply,
  });
  const products = await c.ok(y, 'GET', '/api/your-products');
  const sourceId = products.orderList.find((o: { orderNumber: string }) => o.orderNumber === order).items[0].sourceId;
  await c.ok(y, 'POST', '/api/your-products/select', { keyword: sourceId, action: 1 });
  expect(
    (await c.ok(x, 'POST', '/api/your-products/service-required', { natureEnquiry: 1, orderNumber: order })).status,
  ).toBe('success');
  return sourceId as string;
}

function damagePhoto(sourceId: string): FormData {
  const form = new FormData();
  form.append('sourceId', sourceId);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'damage.png');
  return form;
}

const refund = (sourceId: string, requestKey: string) => ({
  serviceRequired: 1,
  requestKey,
  items: [{ sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'yes', comments: '' }],
});

describe.skipIf(!baseUrl)('two instances on one PostgreSQL and one Redis', () => {
  const database = `scale_${process.pid}_${Date.now()}`;
  const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString() : '';
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `scale-${crypto.randomUUID()}:`,
      TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      LOOKUP_RATE_LIMIT: '5',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'true',
    };
    // The first start of a fresh database migrates it and loads the demo data; the second finds both done.
    a = await start('A', env);
    b = await start('B', env);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        expect(await instance.exited).toBe(0);
      }
    }
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('runs a job scheduled on both instances once', async () => {
    const deadline = Date.now() + 15_000;
    while (runsOf(a, 'sessions.cleanup') + runsOf(b, 'sessions.cleanup') === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const job of ['sessions.cleanup', 'uploads.cleanup']) expect(runsOf(a, job) + runsOf(b, job), job).toBe(1);
  });

  it('serves one customer flow alternating between the instances', async () => {
    const c = new Client('us', '10.0.0.1');
    const sourceId = await detailsAndProducts(c, 'alex.us@example.com', 'US1000101', [a, b]);
    const { url } = await c.ok(a, 'POST', '/api/your-request/upload-damage-image', damagePhoto(sourceId));
    expect((await c.ok(b, 'GET', '/api/your-request')).reasons[sourceId].damageImage).toBe(url);
    expect(await pictureWidth(await c.ok(b, 'GET', url))).toBe(1);
    const made = await c.ok(a, 'POST', '/api/your-request/submit', refund(sourceId, 'scale-flow-1'));
    expect(made.status).toBe('success');
    const shown = await c.ok(b, 'GET', `/api/confirmation?rmaNo=${made.rmaNo}&rmaId=${made.rmaId}`);
    expect(shown.detail).toMatchObject({ rmaNo: made.rmaNo, status: 'SUBMITTED' });
  });

  it('reaches the look-up limit across both instances together', async () => {
    const c = new Client('us', '10.0.0.99');
    const codes = [];
    for (const to of [a, b, a, b, a, b])
      codes.push((await c.call(to, 'POST', '/api/your-details/authenticate')).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('finishes a flow on one instance when the other is killed in its middle, losing and doubling nothing', async () => {
    const c = new Client('uk', '10.0.0.2');
    const sourceId = await detailsAndProducts(c, 'alex.uk@example.com', 'UK1000101', [b, a]);
    const { url } = await c.ok(b, 'POST', '/api/your-request/upload-damage-image', damagePhoto(sourceId));
    const before = await countRmas(databaseUrl, 'alex.uk@example.com');
    // The submit goes to B, which dies while it may be answering it; the browser tries again on A, same key.
    const lost = c.call(b, 'POST', '/api/your-request/submit', refund(sourceId, 'scale-flow-2')).catch(() => null);
    b.child.kill('SIGKILL');
    await lost;
    expect(await b.exited).toBe(null);
    expect(await pictureWidth(await c.ok(a, 'GET', url))).toBe(1);
    const made = await c.ok(a, 'POST', '/api/your-request/submit', refund(sourceId, 'scale-flow-2'));
    expect(made.status).toBe('success');
    expect(await countRmas(databaseUrl, 'alex.uk@example.com')).toBe(before + 1);
    const shown = await c.ok(a, 'GET', `/api/confirmation?rmaNo=${made.rmaNo}&rmaId=${made.rmaId}`);
    expect(shown.detail).toMatchObject({ rmaNo: made.rmaNo, status: 'SUBMITTED' });
    expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
  });
});

async function countRmas(url: string, email: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM rmas WHERE email = $1', [email]);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
