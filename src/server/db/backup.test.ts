import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../shared/codes.js';
import { readDemoData } from '../demo/load-demo.js';
import { importData } from '../import/importer.js';
import { createRma } from '../modules/rmas/create.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './connection.js';

/** `npm run backup` / `npm run restore` as an operator runs them, in a process of their own. */
function cli(mode: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', mode, file], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${mode} exited ${code}: ${out}`))));
  });
}

/** RMAs created one after another until stopped; each acknowledged once its transaction committed. */
function writeLoad(database: DatabaseHandle) {
  const acknowledged: { rmaNo: string; at: number }[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const result = await createRma(database.db, {
        store: 'us',
        email: `load-${i}@example.com`,
        type: RmaType.Refund,
        countryCode: 'US',
        addressId: null,
        languageReply: 'en',
        requestKey: null,
        mail: {
          config: { publicBaseUrl: 'http://localhost:3000', mailFrom: 'returns@localhost' },
          now: () => new Date(),
        },
        now: new Date(),
        lines: [
          {
            orderLineId: null,
            productId: 1004,
            serialNumber: '',
            invoiceNumber: `INV-${i}`,
            purchaseDate: '2025-01-01',
            warrantyExpiry: '2027-01-01',
            unitPrice: 10,
            reason: 'CHANGE_OF_MIND',
            faultCategory: '',
            faultCode: '',
            comments: '',
            otherComments: '',
            cosmetic: 'no',
            damageUploadId: null,
            proofUploadId: null,
          },
        ],
      });
      if (result.status !== 'success') throw new Error(JSON.stringify(result));
      acknowledged.push({ rmaNo: result.rmaNo, at: performance.now() });
      // better-sqlite3 answers without leaving the microtask queue: let timers and child processes run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Takes a backup while RMAs are being created, restores it, and answers what the restored database holds. */
async function backupUnderLoad(
  source: DatabaseHandle,
  env: Record<string, string>,
  restoreEnv: Record<string, string>,
  restored: () => Promise<DatabaseHandle>,
  file: string,
) {
  const load = writeLoad(source);
  while (load.acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));
  const started = performance.now();
  await cli('backup', file, env);
  const before = load.acknowledged.filter((a) => a.at < started).map((a) => a.rmaNo);
  const during = load.acknowledged.length - before.length;
  await load.stop();
  await cli('restore', file, restoreEnv);
  const copy = await restored();
  try {
    const rmas = await copy.db.selectFrom('rmas').select(['id', 'rma_no']).execute();
    const lines = await copy.db.selectFrom('rma_lines').select('rma_id').execute();
    const history = await copy.db.selectFrom('rma_history').select('rma_id').execute();
    return { before, during, rmas, lines, history, all: load.acknowledged.length };
  } finally {
    await copy.close();
  }
}

function expectConsistent(result: Awaited<ReturnType<typeof backupUnderLoad>>) {
  const numbers = new Set(result.rmas.map((r) => r.rma_no));
  for (const rmaNo of result.before) expect(numbers.has(rmaNo), rmaNo).toBe(true);
  // A consistent copy: no RMA without its line and its first history entry.
  const withLine = new Set(result.lines.map((l) => l.rma_id));
  const withHistory = new Set(result.history.map((h) => h.rma_id));
  for (const rma of result.rmas) {
    expect(withLine.has(rma.id), rma.rma_no).toBe(true);
    expect(withHistory.has(rma.id), rma.rma_no).toBe(true);
  }
  expect(result.before.length).toBeGreaterThanOrEqual(30);
}

async function seeded(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateToLatest(handle);
  const result = await importData(handle, readDemoData(), { today: new Date().toISOString().slice(0, 10) });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return handle;
}

describe('backup and restore of SQLite under write load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-backup-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('restores a copy taken while RMAs were being created, with every RMA acknowledged before it', async () => {
    const dataDir = path.join(dir, 'live');
    const restoreDir = path.join(dir, 'restored');
    const source = await seeded(await openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') }));
    try {
      const result = await backupUnderLoad(
        source,
        { DATA_DIR: dataDir },
        { DATA_DIR: restoreDir },
        () => openDatabase({ sqliteFile: path.join(restoreDir, 'portal.sqlite') }),
        path.join(dir, 'copy.sqlite'),
      );
      expectConsistent(result);
    } finally {
      await source.close();
    }
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('backup and restore of PostgreSQL under write load', () => {
  const names = [`bk_src_${process.pid}_${Date.now()}`, `bk_dst_${process.pid}_${Date.now()}`];
  const urlOf = (name: string) => Object.assign(new URL(baseUrl!), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-backup-pg-'));
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores a pg_dump taken while RMAs were being created, with every RMA acknowledged before it', async () => {
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
    const [src, dst] = names.map(urlOf) as [string, string];
    const source = await seeded(await openDatabase({ databaseUrl: src }));
    try {
      const result = await backupUnderLoad(
        source,
        { DATABASE_URL: src, DATA_DIR: dir },
        { DATABASE_URL: dst, DATA_DIR: dir },
        () => openDatabase({ databaseUrl: dst }),
        path.join(dir, 'copy.pgdump'),
      );
      expectConsistent(result);
    } finally {
      await source.close();
    }
  });
});
