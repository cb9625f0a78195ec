import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { demoCustomer, type Answer, type Customer } from '../../test/kit.js';

const ALEX = 'alex.us@example.com';
const US = 840;
const SEVEN_ITEMS = 'US1000110';
const PARALLEL = 20;

/** The same call sent PARALLEL times at once on one session. */
const together = (call: () => Promise<Answer>) => Promise.all(Array.from({ length: PARALLEL }, call));

function allOk(answers: Answer[]) {
  expect(
    answers.map((a) => a.statusCode),
    JSON.stringify(answers.find((a) => a.statusCode !== 200)?.body),
  ).toEqual(answers.map(() => 200));
}

describe.each(ENGINES)('parallel calls on one session on %s', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const versionOf = async (c: Customer) => (await c.products()).wizard.version;

  it('answers every session-writing call 200 when sent 20 times at once', async () => {
    const c = await demoCustomer(ctx.app, 'us', ALEX, US);
    allOk(
      await together(() =>
        c.post('/api/your-details', {
          firstName: 'Alex',
          lastName: 'Morgan',
          email: ALEX,
          country: US,
          pid: '',
          languageReply: 'en',
        }),
      ),
    );
    allOk(await together(() => c.post('/api/your-products/search-rma-request', { keyword: 'RMA10000001' })));
    expect(await c.products()).toMatchObject({ rmaNumber: 'RMA10000001', mode: 'rma-status' });
    allOk(await together(() => c.post('/api/your-products/search-order', { keyword: SEVEN_ITEMS })));
    allOk(await together(() => c.get('/api/your-products')));
    const items = (await c.post('/api/your-products/search-order', { keyword: SEVEN_ITEMS })).body.orderList[0]
      .items as { sourceId: string }[];
    // Select toggles, and each call decides which way from what it read first: the line ends either way.
    allOk(await together(() => c.post('/api/your-products/select', { keyword: items[0]!.sourceId, action: 1 })));
    const toggled = (await c.products()).selected.map((l) => l.sourceId);
    expect([[], [items[0]!.sourceId]]).toContainEqual(toggled);
    if (!toggled.length) await c.select(items[0]!.sourceId, 1);
    allOk(
      await together(() =>
        c.post('/api/your-products/service-required', { natureEnquiry: 1, orderNumber: SEVEN_ITEMS }),
      ),
    );
    expect((await c.products()).selected.map((l) => l.sourceId)).toEqual([items[0]!.sourceId]);
  });

  it('loses no write when different lines are chosen at once', async () => {
    const c = await demoCustomer(ctx.app, 'us', ALEX, US);
    const items = (await c.post('/api/your-products/search-order', { keyword: SEVEN_ITEMS })).body.orderList[0]
      .items as { sourceId: string }[];
    const chosen = items.slice(0, 3);
    const answers = await Promise.all(
      chosen.map((line) => c.post('/api/your-products/select', { keyword: line.sourceId, action: 1 })),
    );
    allOk(answers);
    const selected = (await c.products()).selected.map((l) => l.sourceId);
    expect(selected.sort()).toEqual(chosen.map((l) => l.sourceId).sort());
  });

  it('does not write the session for a look-up that changes nothing', async () => {
    const c = await demoCustomer(ctx.app, 'us', ALEX, US);
    await c.post('/api/your-products/search-rma-request', { keyword: 'RMA10000001' });
    const before = await versionOf(c);
    allOk(await together(() => c.post('/api/your-products/search-rma-request', { keyword: 'RMA10000001' })));
    allOk(await together(() => c.get('/api/your-products')));
    expect(await versionOf(c)).toBe(before);
  });
});
