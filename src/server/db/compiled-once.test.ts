import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { ENGINES, createTestContext } from '../test/context.js';

describe.each(ENGINES)('queries compiled once (%s)', (engine) => {
  it('runs with each call’s values, on the database and in its transactions, and compiles once per database', async () => {
    const ctx = await createTestContext(engine, { demo: false });
    try {
      let built = 0;
      const countryByCode = compiledOnce((db, code: string, phone: number) => {
        built++;
        return db.selectFrom('countries').select(['name']).where('code', '=', code).where('phone_code', '=', phone);
      });
      const setName = compiledOnce((db, name: string, code: string) =>
        db.updateTable('countries').set({ name }).where('code', '=', code),
      );
      await ctx.database.db
        .insertInto('countries')
        .values([
          { id: 1, name: 'Japan', code: 'JP', phone_code: 81 },
          { id: 2, name: 'Germany', code: 'DE', phone_code: 49 },
        ])
        .execute();
      expect((await countryByCode(ctx.database.db, 'JP', 81)).rows).toEqual([{ name: 'Japan' }]);
      expect((await countryByCode(ctx.database.db, 'DE', 49)).rows).toEqual([{ name: 'Germany' }]);
      expect((await countryByCode(ctx.database.db, 'DE', 81)).rows).toEqual([]);
      await ctx.database.db.transaction().execute(async (trx) => {
        expect(Number((await setName(trx, 'Deutschland', 'DE')).numAffectedRows)).toBe(1);
        expect((await countryByCode(trx, 'DE', 49)).rows).toEqual([{ name: 'Deutschland' }]);
      });
      expect(built).toBe(1);
    } finally {
      await ctx.close();
    }
  });

  it('refuses a query that leaves a value out', async () => {
    const ctx = await createTestContext(engine, { demo: false });
    try {
      const careless = compiledOnce((db, _code: string) => db.selectFrom('countries').select(['name']));
      await expect(careless(ctx.database.db, 'JP')).rejects.toThrow(/placeholder/);
    } finally {
      await ctx.close();
    }
  });
});
