import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, type LogConfig, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { SearchPathPostgresDialect } from './pg-introspector.js';
import type { Database, DialectName } from './schema.js';
import { withNamedStatements } from './pg-statements.js';
import { TurnPipeline } from './pg-pipeline.js';
import { KeptPlanSqliteDialect } from './sqlite-dialect.js';
import { LOCK_WAIT_MS } from './sqlite-driver.js';
import { withStatementCache } from './statement-cache.js';
import { initialMigration } from './migrations/0001_initial.js';
import { serialKeyMigration } from './migrations/0002_rma_lines_serial_key.js';
import { staffMigration } from './migrations/0003_staff.js';
import { rmaWorkMigration } from './migrations/0004_rma_work.js';
import { uploadChunksMigration } from './migrations/0005_upload_chunks.js';
import { staffTotpStepMigration } from './migrations/0005_staff_totp_step.js';
import { mailViewMigration } from './migrations/0007_mail_view.js';
import { chatMigration } from './migrations/0010_chat.js';
import { queueIndexesMigration } from './migrations/0009_queue_indexes.js';
import { faultTextsMigration } from './migrations/0011_fault_texts.js';
import { auditReadMigration } from './migrations/0012_audit_read.js';
import { catalogueVersionMigration } from './migrations/0013_catalogue_version.js';
import { ordersEmailDateMigration } from './migrations/0014_orders_email_date.js';

export type { DialectName } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the handle works in, when not the default. */
  pgSchema?: string | undefined;
  /** The PostgreSQL connection string (the job engine opens its own small pool on it). */
  databaseUrl?: string | undefined;
  /** Connections of the PostgreSQL pool now (SQLite has one connection and no pool). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (created when missing); tests use one per run. */
  pgSchema?: string | undefined;
  poolSize?: number;
  /**
   * How long a statement waits for another connection's lock, in ms (5 s, `LOCK_WAIT_MS`): SQLite's driver tries
   * it again meanwhile (db/sqlite-driver.ts), PostgreSQL's `lock_timeout`. Then it fails as busy (db/busy.ts).
   */
  lockWaitMs?: number;
  /**
   * PostgreSQL: the longest a statement may run, in ms (`statement_timeout`); none when absent. The portal sets
   * `STATEMENT_LIMIT_MS`; the import and staff commands do not, as their bulk statements may run longer.
   */
  statementLimitMs?: number;
  /**
   * PostgreSQL: statements outside a transaction share one connection in pipeline mode, those of one turn sent in
   * one write (db/pg-pipeline.ts). The portal turns it on (`DATABASE_PIPELINE`), as do the API tests; the import and
   * staff commands run without it.
   */
  pipeline?: boolean;
  /** Kysely's log option: tests count the statements a call costs with it. */
  log?: LogConfig | undefined;
  /**
   * PostgreSQL closed an idle connection of the pool (a restart, a failover, an administrator, a proxy's idle
   * timeout). The pool drops it and the next query opens another; by default one line says so on stderr.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * The serving portal's limit on one PostgreSQL statement: a statement that runs longer is cancelled and its call
 * answered 503, rather than holding a connection of the pool, and the customer, for as long as it takes
 * (docs/decisions/0061-busy-database-answers-503.md).
 */
export const STATEMENT_LIMIT_MS = 30_000;

/** How long a call waits for a connection of the PostgreSQL pool (all busy, or the server not answering). */
export const CONNECT_WAIT_MS = 10_000;

/** The `SET` statements of a PostgreSQL connection's limits, in whole milliseconds (0: none). */
export function sessionLimits(lockWaitMs: number, statementLimitMs: number | undefined): string {
  const ms = (value: number) => Math.max(0, Math.trunc(value));
  return `SET lock_timeout = ${ms(lockWaitMs)}; SET statement_timeout = ${ms(statementLimitMs ?? 0)}`;
}

function reportConnectionLost(error: Error): void {
  const code = (error as { code?: unknown }).code;
  console.error(`PostgreSQL closed an idle connection${code ? ` (${String(code)})` : ''}: ${error.message}`);
}

/**
 * The PostgreSQL driver, imported only by a process that uses PostgreSQL: on SQLite it would be memory held for
 * nothing (docs/decisions/0034-portal-memory-and-hot-answers.md).
 */
async function pgDriver(): Promise<typeof pg> {
  const { default: driver } = await import('pg');
  // PostgreSQL returns int8 (count(*), sums) as strings; our counts fit in a JS number.
  driver.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  return driver;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const schema = options.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad PostgreSQL schema name: ${schema}`);
    const pg = await pgDriver();
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const max = options.poolSize ?? 10;
    // The pool's connections and the pipeline's alike.
    const connection = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: CONNECT_WAIT_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max });
    // Without a listener, an idle connection that the server closes is an unhandled 'error' event, which ends the
    // process: a PostgreSQL restart would stop every instance.
    const lost = options.onConnectionLost ?? reportConnectionLost;
    pool.on('error', lost);
    // The waits' limits, set on each new connection before its first query (the pool emits 'connect' before it
    // hands the connection out, and a connection runs its queries in order). Not as startup parameters: PgBouncer
    // refuses a startup packet with parameters it does not track (docs/deploy.md#through-a-connection-pooler).
    const limits = sessionLimits(options.lockWaitMs ?? LOCK_WAIT_MS, options.statementLimitMs);
    pool.on('connect', (client) => {
      client.query(limits).catch(lost);
    });
    const db = new Kysely<Database>({
      dialect: new SearchPathPostgresDialect({
        pool: withNamedStatements(
          pool,
          undefined,
          options.pipeline
            ? new TurnPipeline(
                () => new pg.Client({ ...connection, pipeline: true } as pg.ClientConfig),
                async (client) => {
                  await client.query(limits);
                },
                lost,
              )
            : undefined,
        ),
      }),
      ...(options.log ? { log: options.log } : {}),
    });
    return {
      db,
      dialect: 'postgres',
      pgSchema: schema,
      databaseUrl: options.databaseUrl,
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Waiting for another connection's lock is the driver's, on a timer, not SQLite's, which would hold the process
  // (db/sqlite-driver.ts).
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('synchronous = NORMAL');
  // A plan that sorts or unions what no index orders (the holds look-up's union) builds temporary b-trees per run;
  // on a temporary file's pager each one took a fresh page cache that the kernel faulted in, and every third holds
  // look-up cost 200-400 µs instead of about 25 (docs/decisions/0044-sqlite-temp-store-memory.md).
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({
    dialect: new KeptPlanSqliteDialect({
      database: withStatementCache(sqlite),
      ...(options.lockWaitMs === undefined ? {} : { lockWaitMs: options.lockWaitMs }),
    }),
    ...(options.log ? { log: options.log } : {}),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_rma_lines_serial_key': serialKeyMigration,
    '0003_staff': staffMigration(dialect),
    '0004_rma_work': rmaWorkMigration(dialect),
    '0005_upload_chunks': uploadChunksMigration(dialect),
    '0005_staff_totp_step': staffTotpStepMigration,
    '0007_mail_view': mailViewMigration,
    '0010_chat': chatMigration,
    '0009_queue_indexes': queueIndexesMigration,
    '0011_fault_texts': faultTextsMigration,
    '0012_audit_read': auditReadMigration,
    '0013_catalogue_version': catalogueVersionMigration,
    '0014_orders_email_date': ordersEmailDateMigration,
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle.dialect) };
  // Kysely looks for its migration tables across schemas; naming ours keeps parallel test schemas apart.
  const migrator = new Migrator({
    db: handle.db,
    provider,
    // Branches developed side by side number their migrations ahead of time; each migration is independent of
    // the others' order, so a database that ran a later number first still takes an earlier one.
    allowUnorderedMigrations: true,
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Drops a test schema on PostgreSQL. */
export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad PostgreSQL schema name: ${schema}`);
  const pg = await pgDriver();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}
