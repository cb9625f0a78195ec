/**
 * `npm run bench` (docs/benchmark.md): figures beside their budgets; it asserts nothing.
 * - API: the portal and a bare Fastify "hello" server, each started as its own process, loaded by autocannon
 *   from this process; req/s, p50, p99 and the share of hello's req/s per call; the portal's RSS afterwards.
 * - Front end: initial JS and CSS per route (gzip, brotli), and Lighthouse mobile and desktop.
 * - Import: rows/s of the importer for 100,000 orders (scripts/bench-import.ts).
 * - Scale (BENCH_SCALE=1): 1 M orders and 1 M RMAs imported with `npm run import`, then the API run again.
 * - Instances (with DATABASE_URL and REDIS_URL): the hot reads on one instance and on two (scripts/bench/instances.ts).
 * SQLite in a temporary DATA_DIR, or PostgreSQL (a fresh database) when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { importSubmitCustomers, measureApi, startPortal } from './bench/api.js';
import { freshDatabase } from './bench/database.js';
import { benchFrontEnd } from './bench/frontend.js';
import { benchInstances } from './bench/instances.js';
import type { LoadOptions } from './bench/load.js';
import { startServer } from './bench/processes.js';
import { printApi } from './bench/report.js';
import { benchQueues } from './bench/queues.js';
import { benchScale } from './bench/scale.js';
import { buildServer, serverBundleStale } from './build-server.js';

const flag = (name: string) => ['1', 'true', 'yes'].includes(process.env[name] ?? '');
const LOAD: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_DURATION ?? 5),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
};
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 400);

async function main() {
  // The portal runs from the server's build, as `npm start` runs it.
  if (serverBundleStale()) {
    console.log('(the server build is missing or older than its sources: building it)');
    await buildServer();
  }
  const hello = await startServer('hello', 'scripts/bench/hello-server.ts', {}, /Hello server:/);
  const database = await freshDatabase('demo');
  const engine = database.engine;
  try {
    const portal = await startPortal(database.env);
    try {
      await importSubmitCustomers(database.env, SUBMITS);
      const options = { databaseEnv: database.env, hello, load: LOAD, submits: SUBMITS };
      const title =
        `API on ${engine}, demo data: ${LOAD.connections} connections, ${LOAD.duration} s per call after a ` +
        `${LOAD.warmup} s warm-up (submit: ${SUBMITS} sessions, one request each)`;
      const { run, bench } = await measureApi(portal, { ...options, title });
      printApi(run);
      if (!flag('BENCH_SKIP_FRONTEND')) await benchFrontEnd(portal.url, bench.confirmation);
      await portal.stop();
      if (flag('BENCH_SCALE')) await benchScale({ ...options, engine }, run);
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
    await hello.stop();
  }
  if (!flag('BENCH_SKIP_INSTANCES')) await benchInstances(LOAD);
  if (!flag('BENCH_SKIP_LABELS')) await (await import('./bench/labels.js')).benchLabels();
  if (!flag('BENCH_SKIP_QUEUES')) await benchQueues();
  if (!flag('BENCH_SKIP_IMPORT') && !process.env.DATABASE_URL && fs.existsSync('scripts/bench-import.ts')) {
    console.log('\nImport rate, in process (scripts/bench-import.ts)');
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-import.ts'], { stdio: 'inherit' });
  }
  if (!flag('BENCH_SKIP_MAIL')) await (await import('./bench/mail.js')).benchMail();
}

await main();
