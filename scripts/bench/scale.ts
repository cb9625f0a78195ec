/**
 * Scale (BENCH_SCALE=1): a fresh database loaded with `npm run import` from generated files (1 M orders and
 * 1 M RMAs by default), then the demo data and the submit customers, then the same API run as on the demo data,
 * printed with each call's change against it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importOrFail, importSubmitCustomers, measureApi, startPortal } from './api.js';
import { freshDatabase, type BenchDatabase } from './database.js';
import type { LoadOptions } from './load.js';
import { runImport, type CommandResult, type StartedServer } from './processes.js';
import { mb, OVER, printApi, type ApiRun } from './report.js';
import { writeScaleFile } from './scale-data.js';

export interface ScaleOptions {
  engine: string;
  hello: StartedServer;
  load: LoadOptions;
  submits: number;
}

const DEMO_FILE = 'src/server/demo/demo-data.json';
const IMPORT_BUDGET_S = 60;
const count = (n: number) => n.toLocaleString('en-US');

/** What the import command printed about its own time ("in 12.3 s"), beside the time measured outside. */
function printImport(label: string, result: CommandResult, budget: boolean, engine: string): void {
  const own = /in ([\d.]+) s/.exec(result.stdout)?.[1];
  const over = budget && engine === 'SQLite' && result.seconds > IMPORT_BUDGET_S;
  const peak = result.peakRss ? `, peak RSS ${mb(result.peakRss)}` : '';
  const budgetText = budget ? ` (budget ≤ ${IMPORT_BUDGET_S} s on SQLite)${over ? ` ${OVER}` : ''}` : '';
  if (result.code !== 0) {
    const why = (result.stderr || result.stdout).trim().split('\n').slice(-6).join('\n    ');
    console.log(`  ${label}: FAILED after ${result.seconds.toFixed(1)} s (exit ${result.code}${peak}):\n    ${why}`);
    return;
  }
  const inner = own ? `, of which ${own} s reading, checking and writing (the command's own figure)` : '';
  console.log(`  ${label}: ${result.seconds.toFixed(1)} s${budgetText}${inner}${peak}`);
}

/**
 * Loads the big data. The default, two files (orders, then RMAs referring to them), times the orders' import alone
 * against its budget; BENCH_SCALE_FILES=one writes orders and RMAs into one file (629 MB at a million of each,
 * longer than a string V8 can hold: the command reads it in pieces, decision 0057).
 */
async function loadBigData(dir: string, orders: number, rmas: number, env: Record<string, string>, engine: string) {
  const files: [string, number, number, boolean][] =
    process.env.BENCH_SCALE_FILES === 'one'
      ? [[`${count(orders)} orders and ${count(rmas)} RMAs, one file`, orders, rmas, true]]
      : [
          [`${count(orders)} orders`, orders, 0, true],
          [`${count(rmas)} RMAs (on those orders)`, orders, rmas, false],
        ];
  for (const [label, orderCount, rmaCount, budget] of files) {
    const file = path.join(dir, 'scale.json');
    const started = performance.now();
    const size = await writeScaleFile(file, orderCount, rmaCount, budget ? 'all' : 'rmas');
    const written = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  generated ${label}: ${mb(size)} in ${written} s`);
    const result = await runImport(file, env);
    fs.rmSync(file, { force: true });
    printImport(`npm run import, ${label}`, result, budget, engine);
    if (result.code !== 0) return false;
  }
  return true;
}

/** A fresh database loaded with the big data, or the SQLite data folder BENCH_SCALE_DATA_DIR loaded before. */
async function scaleDatabase(options: ScaleOptions, orders: number, rmas: number): Promise<BenchDatabase | undefined> {
  const reuse = process.env.BENCH_SCALE_DATA_DIR;
  if (reuse) {
    console.log(`\nScale on SQLite: the data folder ${reuse}, loaded by an earlier run`);
    return { engine: 'SQLite', env: { DATA_DIR: reuse }, drop: async () => undefined };
  }
  console.log(`\nScale on ${options.engine}: ${count(orders)} orders and ${count(rmas)} RMAs into a fresh database`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-bench-scale-files-'));
  const database = await freshDatabase('scale');
  try {
    if (!(await loadBigData(dir, orders, rmas, database.env, options.engine))) {
      await database.drop();
      return undefined;
    }
    await importOrFail(DEMO_FILE, database.env);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_SCALE_KEEP && database.engine === 'SQLite') {
    console.log(`  kept for BENCH_SCALE_DATA_DIR: ${database.env.DATA_DIR}`);
    return { ...database, drop: async () => undefined };
  }
  return database;
}

export async function benchScale(options: ScaleOptions, demoRun: ApiRun): Promise<void> {
  const orders = Number(process.env.BENCH_SCALE_ORDERS ?? 1_000_000);
  const rmas = Math.min(orders, Number(process.env.BENCH_SCALE_RMAS ?? orders));
  const database = await scaleDatabase(options, orders, rmas);
  if (!database) return;
  try {
    await importSubmitCustomers(database.env, options.submits);
    const portal = await startPortal(database.env);
    try {
      const size = process.env.BENCH_SCALE_DATA_DIR
        ? 'the kept scale data'
        : `${count(orders)} orders and ${count(rmas)} RMAs`;
      const title = `API on ${options.engine} at ${size} (plus the demo data)`;
      const { run } = await measureApi(portal, { ...options, databaseEnv: database.env, title });
      printApi(run, demoRun);
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}
