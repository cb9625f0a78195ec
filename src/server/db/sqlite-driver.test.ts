import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './connection.js';
import { isLockedOut } from './sqlite-driver.js';

/** Settles after `ms`, or says it has not. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), ms))]);

describe('SQLite statements wait for another connection’s lock on a timer', () => {
  let dir: string;
  let file: string;
  let portal: DatabaseHandle;
  /** Another process's connection (the import command), holding the write lock while the test says. */
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'));
    file = path.join(dir, 'portal.sqlite');
    portal = await openDatabase({ sqliteFile: file, lockWaitMs: 1_000 });
    await migrateToLatest(portal);
    await sql`insert into countries (id, name, code, phone_code) values (1, 'One', 'O1', 1)`.execute(portal.db);
    other = new SQLite(file);
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    await portal?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const names = async () =>
    (await sql<{ name: string }>`select name from countries order by id`.execute(portal.db)).rows.map((r) => r.name);
  const rename = (name: string) => sql`update countries set name = ${name} where id = 1`.execute(portal.db);

  it('keeps the process and the reads going while a write waits, and writes once the lock is free', async () => {
    other.exec('begin immediate');
    const write = rename('Renamed');
    // The event loop runs (a timer fires), and a read is answered while the write waits.
    expect(await within(write, 100)).toBe('waiting');
    const started = performance.now();
    expect(await names()).toEqual(['One']);
    expect(performance.now() - started).toBeLessThan(100);
    other.exec('commit');
    await write;
    expect(await names()).toEqual(['Renamed']);
  });

  it('fails as SQLite would once the lock is held past the wait, and the data stays as it was', async () => {
    other.exec('begin immediate');
    const started = performance.now();
    const error = await rename('Renamed').catch((e: unknown) => e);
    expect(isLockedOut(error)).toBe(true);
    expect((error as Error).message).toMatch(/database is locked/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    other.exec('rollback');
    expect(await names()).toEqual(['One']);
  });

  it('keeps the connection to a waiting transaction: no other query runs inside it', async () => {
    other.exec('begin immediate');
    const transaction = portal.db.transaction().execute(async (trx) => {
      await sql`update countries set name = 'In the transaction' where id = 1`.execute(trx);
      return (await sql<{ name: string }>`select name from countries`.execute(trx)).rows[0]!.name;
    });
    // A read from outside waits for the transaction to end, and then sees its work.
    const read = names();
    expect(await within(read, 100)).toBe('waiting');
    other.exec('commit');
    expect(await transaction).toBe('In the transaction');
    expect(await read).toEqual(['In the transaction']);
  });

  it('does not wait where waiting cannot help: a snapshot another connection wrote past', async () => {
    const error = await portal.db
      .transaction()
      .execute(async (trx) => {
        await sql`select name from countries`.execute(trx); // the transaction's snapshot starts here
        other.exec(`update countries set name = 'Elsewhere' where id = 1`);
        await sql`update countries set name = 'Here' where id = 1`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('SQLITE_BUSY_SNAPSHOT');
    expect(isLockedOut(error)).toBe(false);
    expect(await names()).toEqual(['Elsewhere']);
  });
});
