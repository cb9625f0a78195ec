import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const baseUrl = process.env.TEST_DATABASE_URL;

/** `npm run import` as a user runs it (the CLI from its source), answering its exit code and output. */
function runImport(file: string, databaseUrl: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/import.ts', file], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe.skipIf(!baseUrl)('npm run import on PostgreSQL', () => {
  const name = `imp_${process.pid}_${Date.now()}`;
  const url = Object.assign(new URL(baseUrl!), { pathname: `/${name}` }).toString();
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
