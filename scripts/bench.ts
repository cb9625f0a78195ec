/**
 * `npm run bench`: prints figures for the hot paths; it asserts nothing (budgets are read by people, not tests).
 * - API: requests/s and latency percentiles over real HTTP on loopback, for a signed-in guest's wizard calls.
 * - Front end: size of the built JS and CSS, raw and gzip (run `npm run build` first).
 * - Import: rows/s of `npm run import` for 100,000 orders (scripts/bench-import.ts).
 * Uses SQLite in a temp folder, or PostgreSQL when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '../src/server/config.js';
import { buildApp } from '../src/server/app.js';
import { migrateToLatest, openDatabase } from '../src/server/db/connection.js';
import { loadDemoDataIfEmpty } from '../src/server/demo/load-demo.js';

const REQUESTS_PER_PATH = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, call: () => Promise<Response>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS_PER_PATH) {
        next++;
        const t0 = performance.now();
        const response = await call();
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(42)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms${failures ? `   ${failures} failed` : ''}`,
  );
}

async function benchApi() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOOKUP_RATE_LIMIT: '100000000', PORT: '0' });
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqliteFile: config.sqliteFile,
    pgSchema: process.env.DATABASE_URL ? `bench_${process.pid}` : undefined,
  });
  await migrateToLatest(database);
  await loadDemoDataIfEmpty(database.db);
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const json = (pathname: string, token: string, body?: unknown, method = body ? 'POST' : 'GET') =>
    fetch(`${address}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  const { token } = (await (
    await fetch(`${address}/api/your-details/authenticate?store=us`, { method: 'POST' })
  ).json()) as { token: string };
  const details = await json('/api/your-details', token, {
    store: 'us',
    firstName: 'Alex',
    lastName: 'Bench',
    email: 'alex.us@example.com',
    country: ((await (await json('/api/your-details?store=us', token)).json()) as { countryList: { id: number }[] })
      .countryList[0]!.id,
    pid: '',
    languageReply: 'en',
  });
  if (!details.ok) throw new Error(`details failed: ${details.status} ${await details.text()}`);

  console.log(`API on ${database.dialect}, ${REQUESTS_PER_PATH} requests per path, ${CONCURRENCY} at a time`);
  await measure('GET /rma/ (index page)', () => fetch(`${address}/rma/`));
  await measure('GET /api/layout/footer', () => fetch(`${address}/api/layout/footer?store=us`));
  await measure('GET /api/your-details', () => json('/api/your-details?store=us', token));
  await measure('GET /api/your-products', () => json('/api/your-products?store=us', token));
  await measure('GET /api/your-request', () => json('/api/your-request?store=us', token));
  await measure('POST /api/your-products/search (retail)', () =>
    json('/api/your-products/search', token, { keyword: 'head', store: 'us' }),
  );
  await measure('POST /api/your-details/authenticate', () =>
    fetch(`${address}/api/your-details/authenticate?store=us`, { method: 'POST' }),
  );
  await benchFirstVisit(address);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A first visit in Debian's Chromium: bytes on the wire (compressed, as the browser received them), requests,
 * and the time until the home page settles, on a fast connection and on an emulated phone (4x slower CPU,
 * 1.6 Mbit/s, 150 ms round trips).
 */
async function benchFirstVisit(address: string) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath) || !fs.existsSync('dist/web/index.html')) {
    console.log('\nFirst visit: skipped (needs /usr/bin/chromium and npm run build)');
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  console.log('\nFirst visit of the home page in Chromium (empty cache)');
  for (const [store, phone] of [
    ['us', false],
    ['us', true],
    ['jp', true],
  ] as const) {
    const context = await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : undefined });
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (process.env.BENCH_DEBUG) console.log('    ', request.url());
      sizes.push(
        request
          .sizes()
          .then((s) => s.responseBodySize + s.responseHeadersSize)
          .catch(() => 0),
      );
    });
    const started = performance.now();
    await page.goto(`${address}/rma/?store=${store}`, { waitUntil: 'networkidle' });
    const settled = performance.now() - started;
    const requests = sizes.length;
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    console.log(
      `  ${store} ${phone ? 'phone (slow 4G, 4x CPU)' : 'desktop (loopback)   '}  ${(bytes / 1024).toFixed(1).padStart(7)} KB in ${String(requests).padStart(2)} requests, settled in ${Math.round(settled)} ms`,
    );
    await context.close();
  }
  await browser.close();
}

function benchBundle() {
  const webDir = path.resolve('dist/web');
  const assets = path.join(webDir, 'assets');
  if (!fs.existsSync(assets)) {
    console.log('\nFront end: not built (npm run build)');
    return;
  }
  const sizeOf = (file: string) => {
    const content = fs.readFileSync(path.join(assets, file));
    return { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
  };
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const files = fs.readdirSync(assets);
  // What the index page loads up front: its script and stylesheet (Vite inlines the rest into them).
  const index = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const initial = [...index.matchAll(/\/rma\/assets\/([^"]+)/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  console.log('\nFront end (dist/web), what a first visit downloads');
  for (const file of initial) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
    console.log(`  ${file.padEnd(36)} ${kb(size.raw).padStart(10)}   gzip ${kb(size.gzip).padStart(9)}`);
  }
  console.log(`  initial load ${kb(raw)}, gzip ${kb(gzip)}`);
  const byLanguage = new Map<string, number>();
  for (const file of files) {
    const language = /^i18n-(jp|tw|fr|de|es|it|pl)-/.exec(file)?.[1];
    if (language && file.endsWith('.js')) byLanguage.set(language, (byLanguage.get(language) ?? 0) + sizeOf(file).gzip);
  }
  console.log(
    `  plus the store's language (gzip): ${[...byLanguage].map(([language, size]) => `${language} ${kb(size)}`).join(', ')}`,
  );
  const lazy = files.filter(
    (f) => f.endsWith('.js') && !initial.includes(f) && !/^i18n-(jp|tw|fr|de|es|it|pl)-/.test(f),
  );
  const lazyGzip = lazy.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  console.log(`  loaded on demand by screens: ${lazy.length} chunks, gzip ${kb(lazyGzip)}`);
}

await benchApi();
benchBundle();
if (fs.existsSync('scripts/bench-import.ts')) {
  console.log('\nImport');
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-import.ts'], { stdio: 'inherit' });
}
