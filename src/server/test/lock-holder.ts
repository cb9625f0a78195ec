/**
 * Another process's connection to a test context's database (the import command, a backup, a long staff export),
 * taking the locks a busy-database test needs (docs/decisions/0061-busy-database-answers-503.md). Not used by the app.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TestContext } from './context.js';

export interface LockHolder {
  /**
   * Takes the lock and keeps it until `release`: on SQLite the write lock (`BEGIN IMMEDIATE`: reads go on); on
   * PostgreSQL the given statement, run in a transaction (`lock table … in exclusive mode` keeps writes out and
   * lets reads on; `access exclusive` keeps reads out too).
   */
  hold(pgStatement: string): Promise<void>;
  release(): Promise<void>;
  close(): Promise<void>;
}

/** A connection of its own to the context's database: a SQLite file (`sqliteOnDisk`) or its PostgreSQL schema. */
export async function lockHolder(ctx: TestContext): Promise<LockHolder> {
  if (ctx.database.dialect === 'sqlite') {
    const other = new SQLite(ctx.sqliteFile!);
    return {
      hold: async () => void other.exec('begin immediate'),
      release: async () => void other.exec('rollback'),
      close: async () => void other.close(),
    };
  }
  const other = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${ctx.database.pgSchema}`,
  });
  await other.connect();
  return {
    hold: async (statement) => {
      await other.query('begin');
      await other.query(statement);
    },
    release: async () => void (await other.query('rollback')),
    close: () => other.end(),
  };
}
