import { DefaultQueryCompiler } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { compiledOnce, compiledPerLength } from './compiled-once.js';
import { ENGINES, createTestContext } from '../test/context.js';
import { demoCustomer, refundItem } from '../test/kit.js';
import { signMemberToken } from '../modules/session/service.js';

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

  it('compiles a list’s query once per length, and a list longer than the longest for its call', async () => {
    const ctx = await createTestContext(engine, { demo: false });
    try {
      const built: number[] = [];
      const countries = compiledPerLength(2, (db, codes, phone: number) => {
        built.push(codes.length);
        return db
          .selectFrom('countries')
          .select(['name'])
          .where('code', 'in', codes as string[])
          .where('phone_code', '>', phone)
          .orderBy('name');
      });
      await ctx.database.db
        .insertInto('countries')
        .values([
          { id: 1, name: 'Japan', code: 'JP', phone_code: 81 },
          { id: 2, name: 'Germany', code: 'DE', phone_code: 49 },
          { id: 3, name: 'France', code: 'FR', phone_code: 33 },
        ])
        .execute();
      const names = async (codes: string[], phone: number) =>
        (await countries(ctx.database.db, codes, phone)).rows.map((row) => row.name);
      expect(await names(['JP'], 0)).toEqual(['Japan']);
      expect(await names(['DE'], 0)).toEqual(['Germany']);
      expect(await names(['DE'], 50)).toEqual([]);
      expect(await names(['JP', 'DE'], 0)).toEqual(['Germany', 'Japan']);
      expect(await names(['FR', 'DE'], 40)).toEqual(['Germany']);
      expect(await names(['FR', 'DE', 'JP'], 40)).toEqual(['Germany', 'Japan']);
      expect(await names(['FR', 'DE', 'JP'], 0)).toEqual(['France', 'Germany', 'Japan']);
      expect(built).toEqual([1, 2, 3, 3]);
    } finally {
      await ctx.close();
    }
  });

  /**
   * The hot calls' statements are compiled once: after each call has run once (and compiled what it runs), running
   * them again compiles no query at all. A look-up built per call again fails here.
   */
  it('the hot calls compile nothing once each has run', async () => {
    const ctx = await createTestContext(engine);
    const compile = vi.spyOn(DefaultQueryCompiler.prototype, 'compileQuery');
    try {
      const maker = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', 840);
      const chosen = await maker.chooseFromOrder('US1000101', 1, [0]);
      const made = await maker.submit(
        1,
        chosen.map((l) => refundItem(l.sourceId)),
        'compiled-once-01',
      );
      expect(made.body.status, JSON.stringify(made.body)).toBe('success');
      const { rmaNo, rmaId } = made.body as { rmaNo: string; rmaId: string };
      const c = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', 840);
      const requesting = await demoCustomer(ctx.app, 'us', 'alex.us@example.com', 840);
      await requesting.chooseFromOrder('US1000103', 1, [0]);
      const member = await demoCustomer(ctx.app, 'us', 'member.us@example.com', 840);
      const { id } = await ctx.database.db
        .selectFrom('members')
        .select('id')
        .where('email', '=', 'member.us@example.com')
        .executeTakeFirstOrThrow();
      const signIn = await member.send('POST', '/api/your-details/login-by-estore?store=us', {
        memberToken: await signMemberToken(ctx.app.ctx, id),
      });
      expect(signIn.statusCode, JSON.stringify(signIn.body)).toBe(200);
      const confirmation = `/api/confirmation?store=us&rmaNo=${rmaNo}&rmaId=${rmaId}`;
      const calls = [
        () => c.post('/api/your-products/search-rma-request', { keyword: rmaNo }),
        () => c.post('/api/your-products/search-rma-request', { keyword: rmaNo.toLowerCase() }),
        () => c.post('/api/your-products/search-order', { keyword: 'US1000110' }),
        () => c.post('/api/your-products/search-order', { keyword: 'us1000110' }),
        () => c.get(confirmation),
        () => ctx.app.inject({ method: 'GET', url: confirmation }),
        () => requesting.get('/api/your-request'),
        () => c.get('/api/your-details'),
        () => member.get('/api/your-details'),
      ];
      const statuses = async () => {
        const answers = [];
        for (const call of calls) answers.push((await call()).statusCode);
        return answers;
      };
      expect(await statuses()).toEqual(calls.map(() => 200));
      compile.mockClear();
      ctx.statements.length = 0;
      expect(await statuses()).toEqual(calls.map(() => 200));
      expect(ctx.statements.length).toBeGreaterThan(calls.length);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
      await ctx.close();
    }
  });
});
