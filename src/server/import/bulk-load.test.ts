import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/connection.js';
import { bulkLoad, loadsInBulk, secondaryIndexes } from './bulk-load.js';
import { newCounts, SLICE, type Counts } from './counts.js';

describe('loadsInBulk: a table is loaded without its indexes when the load at least doubles it', () => {
  it.each([
    [SLICE - 1, 0, false], // too small to be worth a rebuild, even into an empty table
    [SLICE, 0, true],
    [SLICE, SLICE, true], // doubles it
    [SLICE, SLICE + 1, false],
    [1_000_000, 999_999, true],
    [1_000_000, 0, true],
    [200_000, 1_000_000, false],
  ])('%i new rows into a table of %i: %s', (inserts, stored, expected) => {
    expect(loadsInBulk(inserts, stored)).toBe(expected);
  });
});

/** The counts of an import that inserts `rows` RMAs, and nothing else. */
function rmasInserted(rows: number): Counts {
  const counts = newCounts();
  counts.rmas.inserted = rows;
  return counts;
}

const definitions = async (db: DatabaseHandle['db'], table: string) =>
  (await secondaryIndexes(db, table)).map((index) => index.sql);

describe('bulkLoad on SQLite', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let reader: DatabaseHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-load-'));
    handle = await openDatabase({ sqliteFile: path.join(dir, 'portal.sqlite') });
    await migrateToLatest(handle);
    // The portal's own connection, reading while the import writes.
    reader = await openDatabase({ sqliteFile: path.join(dir, 'portal.sqlite') });
  });
  afterEach(async () => {
    await reader?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sets the rmas table’s secondary indexes aside for the write, and makes the same ones again after it', async () => {
    const before = await definitions(handle.db, 'rmas');
    expect(before.length).toBeGreaterThanOrEqual(8); // the staff queues' six, the assignee's, the due date's…
    const seen = await handle.db.transaction().execute((trx) =>
      bulkLoad(
        trx,
        'sqlite',
        rmasInserted(SLICE),
      )(['rmas'], async () => ({
        inside: await definitions(trx, 'rmas'),
        // Another connection still sees the schema as it was committed, indexes included.
        reader: await definitions(reader.db, 'rmas'),
      })),
    );
    expect(seen).toEqual({ inside: [], reader: before });
    expect(await definitions(handle.db, 'rmas')).toEqual(before);
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
    expect(rows).toEqual([{ integrity_check: 'ok' }]);
  });

  it('leaves the indexes as they were when the write fails', async () => {
    const before = await definitions(handle.db, 'rmas');
    await expect(
      handle.db.transaction().execute((trx) =>
        bulkLoad(
          trx,
          'sqlite',
          rmasInserted(SLICE),
        )(['rmas'], async () => {
          expect(await definitions(trx, 'rmas')).toEqual([]);
          throw new Error('the write failed');
        }),
      ),
    ).rejects.toThrow('the write failed');
    expect(await definitions(handle.db, 'rmas')).toEqual(before);
  });

  it('keeps the indexes for a load smaller than the table, or of fewer than a slice of rows', async () => {
    const before = await definitions(handle.db, 'rmas');
    for (const counts of [rmasInserted(SLICE - 1), rmasInserted(0)]) {
      const inside = await handle.db
        .transaction()
        .execute((trx) => bulkLoad(trx, 'sqlite', counts)(['rmas'], () => definitions(trx, 'rmas')));
      expect(inside).toEqual(before);
    }
    // A table of more rows than the load.
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i <= ${SLICE})
      insert into rmas (id, rma_no, store, email, type, status, country_code, created_at, updated_at)
      select 'id-' || i, 'RMA' || i, 'us', 'a@example.com', 1, 'SUBMITTED', 'US', '2025-01-01', '2025-01-01'
      from n`.execute(handle.db);
    const inside = await handle.db
      .transaction()
      .execute((trx) => bulkLoad(trx, 'sqlite', rmasInserted(SLICE))(['rmas'], () => definitions(trx, 'rmas')));
    expect(inside).toEqual(before);
  });

  it('refuses to run outside a transaction, where a failed write would leave the tables without their indexes', () => {
    expect(() => bulkLoad(handle.db, 'sqlite', rmasInserted(SLICE))).toThrow(/inside the import’s transaction/);
  });

  it('does nothing on PostgreSQL, where a dropped index would lock the portal’s readers out until the commit', async () => {
    const before = await definitions(handle.db, 'rmas');
    const inside = await handle.db
      .transaction()
      .execute((trx) => bulkLoad(trx, 'postgres', rmasInserted(SLICE))(['rmas'], () => definitions(trx, 'rmas')));
    expect(inside).toEqual(before);
  });
});
