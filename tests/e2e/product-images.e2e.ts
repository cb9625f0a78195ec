/**
 * The product rows' pictures (docs/decisions/0032-product-images.md) with the demo catalogue: a picture beside each
 * product that has one, the placeholder beside the others, nothing broken and nothing refused by the content security
 * policy; screenshots at 1280 and 390 px in English (us) and Japanese (jp) go to ./screenshots/product-images-*.png.
 * Orders are only looked at: nothing is selected, no RMA is made.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import commonEn from '../../src/web/i18n/common/en.json' with { type: 'json' };
import commonJp from '../../src/web/i18n/common/jp.json' with { type: 'json' };
import homeEn from '../../src/web/i18n/home/en.json' with { type: 'json' };
import homeJp from '../../src/web/i18n/home/jp.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import productsJp from '../../src/web/i18n/products/jp.json' with { type: 'json' };
import { lookAtBothWidths, openPortal, unexpectedErrors } from './browser.js';

const TEXTS = {
  us: { home: homeEn, products: productsEn, common: commonEn },
  jp: { home: homeJp, products: productsJp, common: commonJp },
} as const;

async function showOrder(page: Page, store: keyof typeof TEXTS, orderNumber: string) {
  const { home, products, common } = TEXTS[store];
  await page.getByRole('radio', { name: home.contact.email, exact: true }).check();
  await page.getByLabel(home.details.firstName, { exact: true }).fill('Alex');
  await page.getByLabel(home.details.lastName, { exact: true }).fill('Doe');
  await page.getByRole('main').getByLabel(home.details.email, { exact: true }).fill(`alex.${store}@example.com`);
  await page.getByRole('button', { name: common.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: home.products.title })).toBeVisible();
  await page.getByLabel(products.order.number, { exact: false }).fill(orderNumber);
  await page.getByRole('button', { name: products.order.find }).click();
  await expect(page.getByText(products.order.showing.replace('{{orderNumber}}', orderNumber)).first()).toBeVisible();
}

/** What the visible product rows show beside each name: a loaded picture, or the placeholder. */
async function pictures(page: Page) {
  return page.locator('[data-product-image]').evaluateAll((boxes) =>
    boxes
      .filter((box) => (box as HTMLElement).offsetParent !== null)
      .map((box) => {
        const img = box.querySelector('img');
        return img ? (img.complete && img.naturalWidth > 0 ? 'loaded' : 'not loaded') : 'placeholder';
      }),
  );
}

const CASES: { store: keyof typeof TEXTS & Store; order: string; expected: string[] }[] = [
  // Pulse H6, Pebble 2.0: both pictured.
  { store: 'us', order: 'US1000101', expected: ['loaded', 'loaded'] },
  // Aurora X7 (pictured), Live Cam HD (none: the placeholder).
  { store: 'jp', order: 'JP1000102', expected: ['loaded', 'placeholder'] },
];

test.describe('product images', () => {
  for (const { store, order, expected } of CASES) {
    test(`shows pictures and placeholders in the ${store} product rows`, async ({ browser }) => {
      const { page, context, errors } = await openPortal(browser, { store });
      await showOrder(page, store, order);
      await expect.poll(() => pictures(page)).toEqual(expected);
      await lookAtBothWidths(page, `product-images-${store}`);
      // The cards on a phone show the same.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => pictures(page)).toEqual(expected);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
