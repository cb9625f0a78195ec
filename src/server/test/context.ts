import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import { dropPgSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../db/connection.js';
import { importData } from '../import/importer.js';
import { readDemoData } from '../demo/load-demo.js';

/** The engines API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** The SQLite file, when the test asked for one on disk (`sqliteOnDisk`). */
  sqliteFile?: string;
  /** Fixed clock of the app; tests may move it. */
  clock: { now: Date };
  /** Every SQL statement the database ran, in order (tests reset it to count what one call costs). */
  statements: string[];
  /** The same statements with their parameters, to ask the database how it runs them. */
  queries: { sql: string; parameters: readonly unknown[] }[];
  close(): Promise<void>;
}

let counter = 0;

/**
 * A real app on a fresh database of the given engine (in-memory SQLite, or a PostgreSQL schema of its own),
 * loaded with the demo data as of `today`.
 */
export async function createTestContext(
  engine: 'sqlite' | 'postgres',
  options: {
    today?: string;
    demo?: boolean;
    env?: Record<string, string>;
    /** Writes rows before the app is built (after the migration and the demo data). */
    seed?: (database: DatabaseHandle) => Promise<void>;
    /** Runs before the app is ready, e.g. to add a test-only route. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Receives the log lines (with env LOG_LEVEL set to a level that logs). */
    logStream?: { write(line: string): void };
    /** SQLite in a file of the data folder (`sqliteFile`), for a test that opens a second connection to it. */
    sqliteOnDisk?: boolean;
    /** How long a statement waits for another connection's lock (5 s unless given). */
    lockWaitMs?: number;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-test-'));
  // The outbox's delivery loop runs only in the tests that turn it on (MAIL_WORKER: 'true').
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOOKUP_RATE_LIMIT: '1000',
    MAIL_WORKER: 'false',
    ...options.env,
  });
  // The random part keeps two schemas made in the same millisecond apart (parallel workers, or a second run on the
  // same server), so one test can never drop another's.
  const schema = `t_${process.pid}_${Date.now()}_${counter++}_${crypto.randomUUID().slice(0, 8)}`;
  const databaseUrl = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (engine === 'postgres' && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const statements: string[] = [];
  const queries: TestContext['queries'] = [];
  const database = await openDatabase({
    databaseUrl,
    sqliteFile: options.sqliteOnDisk ? path.join(dataDir, 'portal.sqlite') : ':memory:',
    pgSchema: schema,
    poolSize: 4,
    // As the portal runs on PostgreSQL (DATABASE_PIPELINE).
    pipeline: true,
    ...(options.lockWaitMs === undefined ? {} : { lockWaitMs: options.lockWaitMs }),
    log: (event) => {
      statements.push(event.query.sql);
      queries.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  try {
    await migrateToLatest(database);
    if (options.demo !== false) {
      const result = await importData(database, readDemoData(), { today });
      if (!result.ok) throw new Error(result.errors.join('\n'));
    }
    await options.seed?.(database);
  } catch (error) {
    // A failed setup must not leave its schema behind for later runs to trip over.
    await database.close();
    if (databaseUrl) await dropPgSchema(databaseUrl, schema);
    throw error;
  }
  const clock = { now: new Date(`${today}T12:00:00Z`) };
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    checkAnswers: true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    ...(options.sqliteOnDisk && !databaseUrl ? { sqliteFile: path.join(dataDir, 'portal.sqlite') } : {}),
    clock,
    statements,
    queries,
    async close() {
      await app.close();
      await database.close();
      if (databaseUrl) await dropPgSchema(databaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
