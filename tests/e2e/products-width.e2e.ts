/**
 * The products step never scrolls sideways: the products table fits its box at 1280 px and the cards fit a 390 px
 * phone, in German, French, Polish, Spanish, Italian, English and Japanese, for products bought elsewhere (retail
 * mode: a product added, its proof uploaded and its purchase date entered, so every cell holds what it can) and for
 * an order (its lines in and out of warranty where the store has such an order). axe must find nothing at either
 * width; screenshots go to ./screenshots/products-width-*.png.
 *
 * The retail customers are guests of their own (width.<store>@example.com): their lines live in the test's own
 * session. The orders are read, never chosen: S1000103 (in and out of warranty) where the store has it, JP1000104
 * (within the extended warranty) in jp, S1000102 elsewhere.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import commonDe from '../../src/web/i18n/common/de.json' with { type: 'json' };
import commonEn from '../../src/web/i18n/common/en.json' with { type: 'json' };
import commonEs from '../../src/web/i18n/common/es.json' with { type: 'json' };
import commonFr from '../../src/web/i18n/common/fr.json' with { type: 'json' };
import commonIt from '../../src/web/i18n/common/it.json' with { type: 'json' };
import commonJp from '../../src/web/i18n/common/jp.json' with { type: 'json' };
import commonPl from '../../src/web/i18n/common/pl.json' with { type: 'json' };
import homeDe from '../../src/web/i18n/home/de.json' with { type: 'json' };
import homeEn from '../../src/web/i18n/home/en.json' with { type: 'json' };
import homeEs from '../../src/web/i18n/home/es.json' with { type: 'json' };
import homeFr from '../../src/web/i18n/home/fr.json' with { type: 'json' };
import homeIt from '../../src/web/i18n/home/it.json' with { type: 'json' };
import homeJp from '../../src/web/i18n/home/jp.json' with { type: 'json' };
import homePl from '../../src/web/i18n/home/pl.json' with { type: 'json' };
import productsDe from '../../src/web/i18n/products/de.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import productsEs from '../../src/web/i18n/products/es.json' with { type: 'json' };
import productsFr from '../../src/web/i18n/products/fr.json' with { type: 'json' };
import productsIt from '../../src/web/i18n/products/it.json' with { type: 'json' };
import productsJp from '../../src/web/i18n/products/jp.json' with { type: 'json' };
import productsPl from '../../src/web/i18n/products/pl.json' with { type: 'json' };
import { axeViolations, openPortal, screenshot, unexpectedErrors, VIEWPORTS } from './browser.js';
import { enterPurchaseDate } from './customer.js';

interface Texts {
  home: typeof homeEn;
  /** Either shape: Japanese has one plural form where English has two (daysLeft_other, no _one). */
  products: typeof productsEn | typeof productsJp;
  common: typeof commonEn;
}

const STORES: { store: Store; texts: Texts; order: string }[] = [
  { store: 'de', texts: { home: homeDe, products: productsDe, common: commonDe }, order: 'DE1000103' },
  { store: 'fr', texts: { home: homeFr, products: productsFr, common: commonFr }, order: 'FR1000103' },
  { store: 'pl', texts: { home: homePl, products: productsPl, common: commonPl }, order: 'PL1000102' },
  { store: 'es', texts: { home: homeEs, products: productsEs, common: commonEs }, order: 'ES1000102' },
  { store: 'it', texts: { home: homeIt, products: productsIt, common: commonIt }, order: 'IT1000102' },
  { store: 'uk', texts: { home: homeEn, products: productsEn, common: commonEn }, order: 'UK1000103' },
  { store: 'jp', texts: { home: homeJp, products: productsJp, common: commonJp }, order: 'JP1000104' },
];

const PRODUCT = 'Nova Pulse H6 Gaming Headset';

/** A tiny valid PNG (1×1), the proof of purchase. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function enterDetails(page: Page, texts: Texts, email: string) {
  const { home, common } = texts;
  await page.getByRole('radio', { name: new RegExp(`^\\s*${escape(home.contact.email)}\\s*$`) }).check();
  await page.getByLabel(home.details.firstName, { exact: true }).fill('Alex');
  await page.getByLabel(home.details.lastName, { exact: true }).fill('Width');
  await page.getByRole('main').getByRole('textbox', { name: home.details.email }).fill(email);
  await page.getByRole('button', { name: common.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: home.products.title })).toBeVisible();
}

/** A replacement of a product bought elsewhere, with its proof uploaded and its purchase date (60 days ago). */
async function retailLine(page: Page, texts: Texts) {
  const { home, products } = texts;
  await page.getByRole('radio', { name: new RegExp(escape(home.enquiry.option['2'])) }).click();
  const retail = page.getByRole('radio', { name: products.source.retail, exact: true });
  await retail.click();
  await expect(retail).toBeChecked();
  await page.getByRole('combobox', { name: products.retail.search }).pressSequentially('pulse h6', { delay: 30 });
  await page.getByRole('option', { name: `${PRODUCT} (HS-PULSE-H6)` }).click();
  // Added and chosen (in jp not chosen: a line without a purchase date has no warranty days there).
  const row = page.getByRole('row', { name: new RegExp(PRODUCT) });
  await expect(row.getByRole('checkbox', { name: products.selectProduct.replace('{{name}}', PRODUCT) })).toBeVisible();
  // Its entries still empty (the warranty cell says a date is needed), then filled in.
  await expectTableFits(page, 'a product added');
  await row.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(row.getByText(products.proofUploaded)).toBeVisible();
  await enterPurchaseDate(row, products, PRODUCT, 60);
}

async function orderLines(page: Page, texts: Texts, order: string) {
  const { products } = texts;
  await page.getByLabel(products.order.number, { exact: false }).fill(order);
  await page.getByRole('button', { name: products.order.find }).click();
  await expect(page.getByText(products.order.showing.replace('{{orderNumber}}', order)).first()).toBeVisible();
}

/**
 * How wide the products are against their room: the table's scroll container (the nearest box around the table
 * that scrolls sideways) when there is a table, and the page itself.
 */
function widths(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    let box = table?.parentElement ?? null;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const page = document.documentElement;
    return {
      table: table ? { scrollWidth: (box ?? table).scrollWidth, clientWidth: (box ?? table).clientWidth } : null,
      page: { scrollWidth: page.scrollWidth, clientWidth: page.clientWidth },
    };
  });
}

/** At 1280 px the products are a table, which fits its box, and the page does not scroll sideways. */
async function expectTableFits(page: Page, what: string) {
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  const desktop = await widths(page);
  expect(desktop.table, `${what} at 1280 px: the table`).not.toBeNull();
  expect(desktop.table!.scrollWidth, `${what} at 1280 px: the table's box scrolls sideways`).toBeLessThanOrEqual(
    desktop.table!.clientWidth,
  );
  expect(desktop.page.scrollWidth, `${what} at 1280 px: the page`).toBeLessThanOrEqual(desktop.page.clientWidth);
}

/** At 1280 px the table fits its box; at 390 px the cards (no table) fit the phone; axe is clean at both. */
async function expectNoSidewaysScroll(page: Page, name: string, caption: string) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, `${name}-1280`);
  await expectTableFits(page, name);
  expect(await axeViolations(page), `${name} at 1280 px`).toEqual([]);

  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page.getByRole('list', { name: caption })).toBeVisible();
  await screenshot(page, `${name}-390`);
  const phone = await widths(page);
  expect(phone.page.scrollWidth, `${name} at 390 px: the page scrolls sideways`).toBeLessThanOrEqual(
    phone.page.clientWidth,
  );
  expect(await axeViolations(page), `${name} at 390 px`).toEqual([]);
}

test.describe('products step width', () => {
  for (const { store, texts, order } of STORES) {
    test(`${store}: the products fit at 1280 and 390 px, bought elsewhere and from an order`, async ({ browser }) => {
      const retail = await openPortal(browser, { store });
      await enterDetails(retail.page, texts, `width.${store}@example.com`);
      await retailLine(retail.page, texts);
      await expectNoSidewaysScroll(retail.page, `products-width-${store}-retail`, texts.products.retailCaption);
      expect(unexpectedErrors(retail.errors)).toEqual([]);
      await retail.context.close();

      const ordered = await openPortal(browser, { store });
      await enterDetails(ordered.page, texts, `alex.${store}@example.com`);
      await orderLines(ordered.page, texts, order);
      await expectNoSidewaysScroll(
        ordered.page,
        `products-width-${store}-order`,
        texts.products.orderCaption.replace('{{orderNumber}}', order),
      );
      expect(unexpectedErrors(ordered.errors)).toEqual([]);
      await ordered.context.close();
    });
  }
});
