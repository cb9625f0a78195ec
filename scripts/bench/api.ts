/**
 * One API run: the portal started as its own process on a given database, every call of CALLS prepared and
 * loaded, hello measured before and after them (its mean is the reference), and the portal's RSS at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CALLS, prepareContext, writeSubmitFixtures, type BenchContext } from './calls.js';
import { loadCall, loadHello, loadWork, type Figures, type LoadOptions } from './load.js';
import { runImport, startServer, type StartedServer } from './processes.js';
import type { ApiRow, ApiRun } from './report.js';

export interface ApiRunOptions {
  title: string;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL. */
  databaseEnv: Record<string, string>;
  hello: StartedServer;
  load: LoadOptions;
  submits: number;
}

/** As deployed (docs/deploy.md), log level included: every answer writes its access line. */
export const PORTAL_ENV = { DEMO_DATA: 'true', LOG_LEVEL: 'info', LOOKUP_RATE_LIMIT: '100000000' };

export async function startPortal(databaseEnv: Record<string, string>): Promise<StartedServer> {
  return startServer('portal', 'src/server/main.ts', { ...databaseEnv, ...PORTAL_ENV }, /Returns portal:/);
}

/** Imports a file with `npm run import`; a refusal stops the benchmark with the command's output. */
export async function importOrFail(file: string, databaseEnv: Record<string, string>) {
  const result = await runImport(file, databaseEnv);
  if (result.code !== 0) {
    throw new Error(
      `npm run import -- ${file} failed (${result.code}):\n${(result.stderr || result.stdout).slice(-3000)}`,
    );
  }
  return result;
}

function meanOf(a: Figures, b: Figures): Figures {
  return {
    ...a,
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    cpuUs: (a.cpuUs + b.cpuUs) / 2,
    dbCpuUs: (a.dbCpuUs + b.dbCpuUs) / 2,
  };
}

/** The submit customers' orders, imported into the portal's database while it runs. */
export async function importSubmitCustomers(databaseEnv: Record<string, string>, submits: number) {
  const file = writeSubmitFixtures(submits + 1);
  try {
    await importOrFail(file, databaseEnv);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * The calibration rows: the bare hello after this much CPU work per answer (µs). What share of hello an answer that
 * costs that much more than hello can reach on this machine, in the same run; a budget's share read against them
 * says how much work per answer it leaves (docs/benchmark.md).
 */
export const CALIBRATION_WORK_US = [50, 100, 250] as const;

/** Measures every call against a started portal; returns the run and the context (for the front end). */
export async function measureApi(
  portal: StartedServer,
  options: ApiRunOptions,
): Promise<{ run: ApiRun; bench: BenchContext }> {
  const rssAtStart = portal.rss();
  const prepareSeconds = Number(process.env.BENCH_SUBMIT_PREPARE ?? 60);
  const bench = await prepareContext(portal.url, options.load.connections, options.submits, prepareSeconds);
  const helloBefore = await loadHello(options.hello, options.load);
  const calibration = [];
  for (const workUs of CALIBRATION_WORK_US) {
    calibration.push({ workUs, figures: await loadWork(options.hello, workUs, options.load) });
  }
  const rows: ApiRow[] = [];
  // BENCH_CALLS: measure only the calls whose names contain one of these words (comma-separated), to profile one.
  const only = (process.env.BENCH_CALLS ?? '').split(',').filter(Boolean);
  for (const spec of CALLS.filter((c) => only.length === 0 || only.some((word) => c.name.includes(word)))) {
    const prepared = await spec.prepare(bench);
    const figures = await loadCall(portal, prepared, options.load);
    rows.push({ spec, figures, answer: prepared.answer });
    process.stderr.write(`  measured ${spec.name}: ${figures.rps.toFixed(0)} req/s\n`);
  }
  const helloAfter = await loadHello(options.hello, options.load);
  const hello = meanOf(helloBefore, helloAfter);
  const onPostgres = 'DATABASE_URL' in options.databaseEnv;
  const run = {
    title: options.title,
    onPostgres,
    hello,
    calibration,
    rows,
    rss: portal.rss(),
    rssAtStart,
    helloRss: options.hello.rss(),
  };
  return { run, bench };
}
