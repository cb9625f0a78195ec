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
  let portal: DatabaseHandle | undefined;
  /** Another process's connection (the import command), holding the write lock while the test says. */
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'));
    file = path.join(dir, 'portal.sqlite');
    const opened = await openDatabase({ sqliteFile: file, lockWaitMs: 1_000 });
    portal = opened;
    await migrateToLatest(opened);
    await sql`insert into countries (id, name, code, phone_code) values (1, 'One', 'O1', 1)`.execute(opened.db);
    other = new SQLite(file);
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    await portal?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const names = async () =>
    (await sql<{ name: string }>`select name from countries order by id`.execute(portal!.db)).rows.map((r) => r.name);
  const rename = (name: string) => sql`update countries set name = ${name} where id = 1`.execute(portal!.db);

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

  it('lets the other queries use the connection while a transaction waits to begin, and then runs it whole', async () => {
    other.exec('begin immediate');
    const transaction = portal!.db.transaction().execute(async (trx) => {
      await sql`update countries set name = 'In the transaction' where id = 1`.execute(trx);
      return (await sql<{ name: string }>`select name from countries`.execute(trx)).rows[0]!.name;
    });
    expect(await within(transaction, 100)).toBe('waiting');
    // A read from outside is answered meanwhile, with the data as it was.
    const started = performance.now();
    expect(await names()).toEqual(['One']);
    expect(performance.now() - started).toBeLessThan(100);
    other.exec('commit');
    expect(await transaction).toBe('In the transaction');
    expect(await names()).toEqual(['In the transaction']);
  });

  it('takes the write lock when a transaction begins, so one that reads before it writes is not written past', async () => {
    other.pragma('busy_timeout = 0');
    const written = await portal!.db.transaction().execute(async (trx) => {
      const before = (await sql<{ name: string }>`select name from countries`.execute(trx)).rows[0]!.name;
      // Another connection cannot write between this read and the write below (SQLite: "database is locked").
      const error = (() => {
        try {
          other.exec(`update countries set name = 'Elsewhere' where id = 1`);
        } catch (e) {
          return e;
        }
      })();
      expect(isLockedOut(error)).toBe(true);
      await sql`update countries set name = ${`${before}, then here`} where id = 1`.execute(trx);
      return before;
    });
    expect(written).toBe('One');
    expect(await names()).toEqual(['One, then here']);
  });

  it('closes once a statement waiting for the lock is done, not under it', async () => {
    other.exec('begin immediate');
    const write = rename('Before closing');
    expect(await within(write, 50)).toBe('waiting');
    const closing = portal!.close();
    expect(await within(closing, 100)).toBe('waiting');
    other.exec('commit');
    await write;
    await closing;
    portal = undefined;
    expect(new SQLite(file, { readonly: true }).prepare('select name from countries').pluck().get()).toBe(
      'Before closing',
    );
  });

  describe('the reads of one turn share a read transaction', () => {
    const otherSees = () => other.prepare('select name from countries where id = 1').pluck().get();
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

    it('reads one snapshot within a turn, and what was written meanwhile from the next turn on', async () => {
      expect(await names()).toEqual(['One']);
      // Another connection writes within the turn: WAL lets it, and this turn's reads keep their snapshot.
      other.exec(`update countries set name = 'Elsewhere' where id = 1`);
      expect(await names()).toEqual(['One']);
      await nextTurn();
      expect(await names()).toEqual(['Elsewhere']);
    });

    it('commits a write when its statement returns, with or without RETURNING, and reads it in the same turn', async () => {
      expect(await names()).toEqual(['One']);
      await rename('Written');
      expect(otherSees()).toBe('Written');
      expect(await names()).toEqual(['Written']);
      const returned = await sql<{ id: number }>`
        insert into countries (id, name, code, phone_code) values (2, 'Two', 'O2', 2) returning id`.execute(portal!.db);
      expect(returned.rows).toEqual([{ id: 2 }]);
      // Seen from another connection before the turn ends: the insert was not inside the turn's read transaction.
      expect(other.prepare('select count(*) from countries').pluck().get()).toBe(2);
      other.pragma('busy_timeout = 0');
      other.exec(`update countries set name = 'Other' where id = 2`);
      expect(await names()).toEqual(['Written', 'Other']);
    });

    it('ends it before a transaction begins, and before a stream, which is read over many turns', async () => {
      expect(await names()).toEqual(['One']);
      await portal!.db.transaction().execute(async (trx) => {
        await sql`update countries set name = 'In a transaction' where id = 1`.execute(trx);
      });
      expect(otherSees()).toBe('In a transaction');
      expect(await names()).toEqual(['In a transaction']);
      const streamed: string[] = [];
      for await (const row of portal!.db.selectFrom('countries').select('name').stream()) {
        streamed.push(row.name);
        await nextTurn();
      }
      expect(streamed).toEqual(['In a transaction']);
      await nextTurn();
      expect(await names()).toEqual(['In a transaction']);
    });

    it('waits for a write lock as before when a read first opened the turn', async () => {
      other.exec('begin immediate');
      expect(await names()).toEqual(['One']);
      const write = rename('After the wait');
      expect(await within(write, 100)).toBe('waiting');
      other.exec('commit');
      await write;
      expect(otherSees()).toBe('After the wait');
    });
  });
});
