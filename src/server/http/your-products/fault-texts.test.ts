import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer } from '../../test/kit.js';

/**
 * Fault categories and descriptions reach the customer in the store's language (docs/data-format.md#faults),
 * from the demo data's translations, while the category key a request sends back stays the English one.
 */
describe.each(ENGINES)("fault texts in the store's language on %s", (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const faultsOf = async (store: 'de' | 'jp' | 'us', email: string) => {
    const c = await customer(ctx.app, store, email);
    const { orderList } = await c.products();
    return orderList.flatMap((order) => order.items.flatMap((line) => line.faultList));
  };

  it.each([
    ['de', 'alex.de@example.com', 'No sound', 'Kein Ton', 'Audio', 'Audio'],
    ['jp', 'alex.jp@example.com', 'Does not power on', '電源が入らない', 'Power', '電源'],
    ['us', 'alex.us@example.com', 'No sound', 'No sound', 'Audio', 'Audio'],
  ] as const)('in %s (%s)', async (store, email, english, shown, category, categoryShown) => {
    const faults = await faultsOf(store, email);
    expect(faults.length).toBeGreaterThan(0);
    const fault = faults.find((f) => f.faultCodeDesc === shown);
    expect(fault, `${english} shown as ${shown}`).toBeDefined();
    const inCategory = faults.find((f) => f.faultCategory === category);
    expect(inCategory?.faultCategoryDesc).toBe(categoryShown);
  });
});
