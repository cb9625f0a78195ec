/**
 * The purchase date picker of a product bought elsewhere ("Replace a defective product" → "From another retailer"
 * → a product added), open on each of its three views (days, months, years), at 1280 and 390 px, in English (uk)
 * and German (de): axe must find nothing, and screenshots go to ./screenshots/date-picker-*.png.
 * The customers are guests of their own (datepicker.<store>@example.com): a retail line lives in the test's own
 * session, no RMA is made, and no other file uses these e-mails.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import commonDe from '../../src/web/i18n/common/de.json' with { type: 'json' };
import commonEn from '../../src/web/i18n/common/en.json' with { type: 'json' };
import homeDe from '../../src/web/i18n/home/de.json' with { type: 'json' };
import homeEn from '../../src/web/i18n/home/en.json' with { type: 'json' };
import productsDe from '../../src/web/i18n/products/de.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import { axeViolations, openPortal, screenshot, unexpectedErrors, VIEWPORTS } from './browser.js';

const TEXTS = {
  uk: { home: homeEn, products: productsEn, common: commonEn },
  de: { home: homeDe, products: productsDe, common: commonDe },
} as const;
type PickerStore = keyof typeof TEXTS;

const PRODUCT = 'Nova Pulse H6 Gaming Headset';

/** The customer's details, then a replacement of a product bought elsewhere, with that product added. */
async function retailLine(page: Page, store: PickerStore) {
  const { home, products, common } = TEXTS[store];
  await page.getByRole('radio', { name: home.contact.email, exact: true }).check();
  await page.getByLabel(home.details.firstName, { exact: true }).fill('Robin');
  await page.getByLabel(home.details.lastName, { exact: true }).fill('Picker');
  await page.getByRole('main').getByLabel(home.details.email, { exact: true }).fill(`datepicker.${store}@example.com`);
  await page.getByRole('button', { name: common.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: home.products.title })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(home.enquiry.option['2']) }).click();
  const retail = page.getByRole('radio', { name: products.source.retail, exact: true });
  await retail.click();
  await expect(retail).toBeChecked();
  await page.getByRole('combobox', { name: products.retail.search }).pressSequentially('pulse h6', { delay: 30 });
  await page.getByRole('option', { name: `${PRODUCT} (HS-PULSE-H6)` }).click();
  await expect(page.getByRole('checkbox', { name: products.selectProduct.replace('{{name}}', PRODUCT) })).toBeChecked();
}

/** The date box of the line: named by the product in the table, by its label on a phone's card. */
function dateInput(page: Page, store: PickerStore, phone: boolean): Locator {
  const { products } = TEXTS[store];
  return phone
    ? page.getByRole('list', { name: products.retailCaption }).getByRole('textbox', { name: products.purchaseDate })
    : page.getByRole('textbox', { name: products.purchaseDateOf.replace('{{name}}', PRODUCT) });
}

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

/** Opens the picker and walks up its views: days, months of a year, years of a decade. */
async function lookAtThePicker(page: Page, store: PickerStore, width: '1280' | '390') {
  const { products } = TEXTS[store];
  const input = dateInput(page, store, width === '390');
  await screenshot(page, `date-picker-${store}-${width}-closed`);
  if (width === '1280') {
    // The retail table fits the page at 1280 px with its pictures, German too since the warranty took one column:
    // the last column (remove) is not hidden behind a scroll. products-width.e2e.ts checks every language.
    const table = page.getByRole('table');
    const fits = await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth);
    expect(fits, 'the retail table fits at 1280 px').toBe(true);
  }
  await input.click();
  const previous = page.getByRole('button', { name: products.calendar.previousMonth });
  await expect(previous).toBeVisible();
  // Focus stays in the box while the calendar is open, so typing a date still works.
  await expect(input).toBeFocused();
  await screenshot(page, `date-picker-${store}-${width}-days`, { fullPage: false });
  await expectAxeClean(page, `${store} ${width} days`);

  // The header's middle button goes up a level: the months of the year, then the years of the decade.
  const level = previous.locator('xpath=following-sibling::button[1]');
  await level.click();
  const previousYear = page.getByRole('button', { name: products.calendar.previousYear });
  await expect(previousYear).toBeVisible();
  await screenshot(page, `date-picker-${store}-${width}-months`, { fullPage: false });
  await expectAxeClean(page, `${store} ${width} months`);

  await previousYear.locator('xpath=following-sibling::button[1]').click();
  await expect(page.getByRole('button', { name: products.calendar.previousDecade })).toBeVisible();
  await screenshot(page, `date-picker-${store}-${width}-years`, { fullPage: false });
  await expectAxeClean(page, `${store} ${width} years`);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: products.calendar.previousDecade })).toHaveCount(0);
}

test.describe('purchase date picker', () => {
  for (const store of ['uk', 'de'] as const satisfies Store[]) {
    test(`is axe-clean open on days, months and years in ${store} at 1280 and 390 px`, async ({ browser }) => {
      const { page, context, errors } = await openPortal(browser, { store });
      await retailLine(page, store);
      await lookAtThePicker(page, store, '1280');

      await page.setViewportSize(VIEWPORTS.phone);
      await expect(page.getByRole('list', { name: TEXTS[store].products.retailCaption })).toBeVisible();
      await lookAtThePicker(page, store, '390');

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
