/**
 * A fresh, empty database for one benchmark run: a temporary DATA_DIR (SQLite), and on PostgreSQL (when
 * DATABASE_URL is set) a database of its own, created beside the one DATABASE_URL names and dropped afterwards.
 * The portal takes no schema name from its environment, so a fresh database is how it starts empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  /** `SQLite` or `PostgreSQL`. */
  engine: string;
  /** Environment for the portal and the import command. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function admin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(tag: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rma-bench-${tag}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const base = process.env.DATABASE_URL;
  if (!base) return { engine: 'SQLite', env: { DATA_DIR: dataDir }, drop: async () => removeDir() };

  const name = `bench_${process.pid}_${tag}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await admin(base, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    engine: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDir();
    },
  };
}
