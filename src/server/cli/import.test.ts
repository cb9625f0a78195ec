import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const baseUrl = process.env.TEST_DATABASE_URL;

/** `npm run import` as a user runs it (the CLI from its source), answering its exit code and output. */
function runImport(file: string, databaseUrl: string, dataDir?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATABASE_URL: databaseUrl, ...(dataDir && { DATA_DIR: dataDir }) };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/import.ts', file, '--today', '2026-11-28'],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run import on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-import-sqlite-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const order = (n: number) => ({
    orderNumber: `CLI${n}`,
    store: 'us',
    email: 'cli@example.com',
    orderDate: 'today-3d',
    items: [{ lineNo: 1, sku: 'SP-PEBBLE-2', unitPrice: 29.99 }],
  });

  it('reads a file in pieces: a byte order mark is skipped, a broken record is named by its line and nothing is written', async () => {
    const dataDir = path.join(dir, 'data');
    expect((await runImport('src/server/demo/demo-data.json', '', dataDir)).code).toBe(0);

    const broken = path.join(dir, 'broken.json');
    const lines = ['{"orders": [', JSON.stringify(order(1)) + ',', '{"orderNumber": "CLI2",, "store": "us"}', ']}'];
    fs.writeFileSync(broken, lines.join('\n'));
    const refused = await runImport(broken, '', dataDir);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toMatch(/broken\.json: cannot be read as JSON: .*\(a record of "orders" starting on line 3\)/);

    const withMark = path.join(dir, 'with-mark.json');
    fs.writeFileSync(withMark, '\uFEFF' + JSON.stringify({ orders: [order(1), order(2)] }, null, 2));
    const imported = await runImport(withMark, '', dataDir);
    expect(imported.code, imported.out).toBe(0);
    expect(imported.out).toMatch(/orders\s+2\s+0\s+0/);

    const missing = await runImport(path.join(dir, 'nothing-here.json'), '', dataDir);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/nothing-here\.json: cannot be read as JSON: no such file/);
  });
});

describe.skipIf(!baseUrl)('npm run import on PostgreSQL', () => {
  const name = `imp_${process.pid}_${Date.now()}`;
  // Built only when the leg runs: vitest still collects a skipped block, and the URL of no base would throw there.
  const url = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-import-'));
  const admin = async (statement: string, database = baseUrl!) => {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refreshes the planner’s statistics after writing: the tables it filled are planned as they now are', async () => {
    await admin(`CREATE DATABASE ${name}`);
    // The demo data is an import file too: catalogue, orders, RMAs (docs/demo-data.md).
    const file = 'src/server/demo/demo-data.json';
    const { code, out } = await runImport(file, url);
    expect(code, out).toBe(0);
    // Autovacuum's own ANALYZE comes later, if at all; the import's is there at once.
    const [stats] = await admin(`select last_analyze from pg_stat_user_tables where relname = 'orders'`, url);
    expect(stats?.last_analyze, 'orders analysed').not.toBeNull();
    const [counted] = await admin(`select reltuples from pg_class where relname = 'orders'`, url);
    expect(Number(counted?.reltuples)).toBeGreaterThan(50);
  });
});
