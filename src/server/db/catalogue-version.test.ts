import { describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest } from './connection.js';
import { keptPerVersion, raiseCatalogueVersion, readCatalogueVersion } from './catalogue-version.js';

describe('what a process keeps at a catalogue version', () => {
  it('keeps entries per database while the version stays, and forgets them when it changes', async () => {
    const one = await openDatabase({});
    const two = await openDatabase({});
    try {
      await migrateToLatest(one);
      await migrateToLatest(two);
      const kept = keptPerVersion<string, number>();
      const version = await readCatalogueVersion(one.db);
      expect(await readCatalogueVersion(two.db)).toBe(version);

      kept(one.db, version).set('us', 1);
      expect(kept(one.db, version).get('us')).toBe(1);
      // Another database at the same number keeps its own.
      expect(kept(two.db, version).get('us')).toBeUndefined();
      // A transaction of the database sees what the database keeps.
      await one.db.transaction().execute(async (trx) => expect(kept(trx, version).get('us')).toBe(1));

      await raiseCatalogueVersion(one.db);
      const raised = await readCatalogueVersion(one.db);
      expect(raised).toBe(version + 1);
      expect(kept(one.db, raised).get('us')).toBeUndefined();
      kept(one.db, raised).set('us', 2);
      // A call that read the number before the raise empties it again rather than take the newer entries as its own.
      expect(kept(one.db, version).get('us')).toBeUndefined();

      // A call that read the old number and is still reading writes, when its read ends, where no later call looks.
      const heldByASlowCall = kept(one.db, version);
      await raiseCatalogueVersion(one.db);
      const newer = await readCatalogueVersion(one.db);
      expect(kept(one.db, newer).get('us')).toBeUndefined();
      heldByASlowCall.set('us', 1);
      expect(kept(one.db, newer).get('us')).toBeUndefined();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
