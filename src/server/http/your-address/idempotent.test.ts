import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { demoCustomer } from '../../test/kit.js';

const US = 840;
const SAVES = 10;

const address = (extra: Record<string, unknown> = {}) => ({
  id: 0,
  firstName: 'Alex',
  lastName: 'Morgan',
  mobile1: '+1 (415) 555-0100',
  mobile2: '',
  address1: '1 Main Street',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  ...extra,
});

describe.each(ENGINES)('saving a new address on %s', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const addressIdsOf = async (email: string) =>
    (await ctx.database.db.selectFrom('addresses').select('id').where('owner_email', '=', email).execute()).map(
      (r) => r.id,
    );

  it('makes one address of ten identical saves sent at once', async () => {
    const email = 'parallel.saves@example.com';
    const c = await demoCustomer(ctx.app, 'us', email, US);
    const answers = await Promise.all(
      Array.from({ length: SAVES }, () => c.post('/api/your-address/update', { address: address() })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const ids = await addressIdsOf(email);
    expect(ids).toHaveLength(1);
    expect(answers.map((a) => a.body.id)).toEqual(answers.map(() => ids[0]));
    expect(answers.every((a) => a.body.items.length === 1)).toBe(true);
  });

  it('makes one address of the same save sent again, and a new one of a different address', async () => {
    const email = 'saved.twice@example.com';
    const c = await demoCustomer(ctx.app, 'us', email, US);
    const first = await c.post('/api/your-address/update', { address: address() });
    const again = await c.post('/api/your-address/update', { address: address({ address1: ' 1 Main Street ' }) });
    expect(again.body.id).toBe(first.body.id);
    const other = await c.post('/api/your-address/update', { address: address({ address1: '2 Main Street' }) });
    expect(other.statusCode).toBe(200);
    expect(other.body.id).not.toBe(first.body.id);
    expect(await addressIdsOf(email)).toHaveLength(2);
  });
});
