import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importData } from '../../import/importer.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer } from '../../test/kit.js';

interface DemoProduct {
  id: number;
  faults: { description: string; translations?: Record<string, { description?: string }> }[];
}

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

  /**
   * Each product's fault list is made and written once per catalogue version (decision 0034): an import that
   * changes a fault's text is seen by the next call, in every line of the product, in the store's language.
   */
  it('answers a fault text an import changed at the next call, on every line of the product', async () => {
    const today = ctx.clock.now.toISOString().slice(0, 10);
    const demo = JSON.parse(fs.readFileSync(new URL('../../demo/demo-data.json', import.meta.url), 'utf8')) as {
      products: DemoProduct[];
    };
    const c = await customer(ctx.app, 'de', 'alex.de@example.com');
    const lines = (await c.products()).orderList.flatMap((order) => order.items);
    const productId = lines[0]!.id;
    const product = demo.products.find((p) => p.id === productId)!;
    const linesOf = (answer: Awaited<ReturnType<typeof c.products>>) =>
      answer.orderList.flatMap((order) => order.items).filter((line) => line.id === productId);
    expect(linesOf(await c.products())[0]!.faultList[0]!.faultCodeDesc).not.toBe('Knistert bei hoher Lautstärke');

    const changed = {
      ...product,
      faults: product.faults.map((f, i) =>
        i === 0
          ? { ...f, translations: { ...f.translations, de: { description: 'Knistert bei hoher Lautstärke' } } }
          : f,
      ),
    };
    expect((await importData(ctx.database, { products: [changed] }, { today })).ok).toBe(true);
    try {
      const after = linesOf(await c.products());
      expect(after.length).toBeGreaterThan(0);
      for (const line of after) expect(line.faultList[0]!.faultCodeDesc).toBe('Knistert bei hoher Lautstärke');
    } finally {
      await importData(ctx.database, { products: [product] }, { today });
    }
    expect(linesOf(await c.products())[0]!.faultList[0]!.faultCodeDesc).not.toBe('Knistert bei hoher Lautstärke');
  });
});
