/**
 * README's "Demo data to try" works as written: each row of its table is read from README.md and tried in the
 * browser as a visitor would, with what the row says to enter (serial results, the sixth product refused, the jp
 * extended warranty, member sign-in, status look-ups of some of the listed RMAs, …). A row this file does not know
 * how to try fails, so a new example gets a test. The store of each listed RMA comes from docs/demo-data.md.
 * Nothing here submits a request: the demo data stays as it is for other files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import commonEn from '../../src/web/i18n/common/en.json' with { type: 'json' };
import commonJp from '../../src/web/i18n/common/jp.json' with { type: 'json' };
import commonTw from '../../src/web/i18n/common/tw.json' with { type: 'json' };
import en from '../../src/web/i18n/home/en.json' with { type: 'json' };
import jp from '../../src/web/i18n/home/jp.json' with { type: 'json' };
import tw from '../../src/web/i18n/home/tw.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import productsJp from '../../src/web/i18n/products/jp.json' with { type: 'json' };
import productsTw from '../../src/web/i18n/products/tw.json' with { type: 'json' };
import rmaEn from '../../src/web/i18n/rma/en.json' with { type: 'json' };
import rmaJp from '../../src/web/i18n/rma/jp.json' with { type: 'json' };
import rmaTw from '../../src/web/i18n/rma/tw.json' with { type: 'json' };
import messagesEn from '../../src/shared/messages/en.json' with { type: 'json' };
import { openPortal, unexpectedErrors } from './browser.js';
import { enterPurchaseDate } from './customer.js';

interface Row {
  try: string;
  store: string;
  what: string;
}

/** The rows of the table under README's "Demo data to try". */
function readmeRows(): Row[] {
  const readme = fs.readFileSync(path.resolve('README.md'), 'utf8');
  const section = readme.split(/^## Demo data to try$/m)[1]!.split(/^## /m)[0]!;
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const [tryIt, store, what] = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    return { try: tryIt!, store: store!, what: what! };
  });
}

/** The store of each demo RMA, from the RMA tables of docs/demo-data.md (the Japanese repairs are all jp). */
function rmaStores(): Map<string, Store> {
  const doc = fs.readFileSync(path.resolve('docs/demo-data.md'), 'utf8');
  const stores = new Map<string, Store>();
  for (const [, rma, store] of doc.matchAll(/^\| `(RMA\d{8})` +\| (\w+) +\|/gm)) stores.set(rma!, store as Store);
  const japanese = doc.split(/^### Japanese repair timeline/m)[1]!.split(/^### /m)[0]!;
  for (const [, rma] of japanese.matchAll(/`(RMA\d{8})`/g)) stores.set(rma!, 'jp');
  return stores;
}

interface Texts {
  home: typeof en;
  /** Either shape: Japanese and Chinese have one plural form where English has two (daysLeft_other, no _one). */
  products: typeof productsEn | typeof productsJp;
  rma: typeof rmaEn;
  next: string;
}
const TEXTS: Partial<Record<Store, Texts>> = {
  us: { home: en, products: productsEn, rma: rmaEn, next: commonEn.next },
  uk: { home: en, products: productsEn, rma: rmaEn, next: commonEn.next },
  de: { home: en, products: productsEn, rma: rmaEn, next: commonEn.next },
  jp: { home: jp, products: productsJp, rma: rmaJp, next: commonJp.next },
  tw: { home: tw, products: productsTw, rma: rmaTw, next: commonTw.next },
};
const texts = (store: Store) => TEXTS[store] ?? TEXTS.us!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const codes = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
/** The e-mail the row names, else the store's demo customer (README: `alex.<store>@example.com`). */
const emailOf = (text: string, store: Store) =>
  codes(text).find((code) => code.includes('@') && !code.includes('<')) ?? `alex.${store}@example.com`;

/** A tiny valid PNG (1×1), as a proof of purchase. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function enterDetails(page: Page, store: Store, email: string) {
  const t = texts(store);
  await page.getByRole('radio', { name: t.home.contact.email, exact: true }).check();
  await page.getByLabel(t.home.details.firstName, { exact: true }).fill('Alex');
  await page.getByLabel(t.home.details.lastName, { exact: true }).fill('Doe');
  await page.getByRole('main').getByLabel(t.home.details.email, { exact: true }).fill(email);
  if (store === 'tw') await page.getByLabel(t.home.details.pid, { exact: false }).fill('A123456789');
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.home.products.title })).toBeVisible();
}

async function findOrder(page: Page, store: Store, orderNumber: string) {
  const t = texts(store).products;
  await page.getByLabel(t.order.number, { exact: false }).fill(orderNumber);
  await page.getByRole('button', { name: t.order.find }).click();
  await expect(page.getByText(t.order.showing.replace('{{orderNumber}}', orderNumber)).first()).toBeVisible();
}

/** The selection boxes of the listed products, in order, with the product names they carry. */
async function productBoxes(page: Page, store: Store) {
  const pattern = new RegExp(`^${escape(texts(store).products.selectProduct).replace('\\{\\{name\\}\\}', '(.+)')}$`);
  const boxes = page.getByRole('checkbox', { name: pattern });
  await expect(boxes.first()).toBeVisible();
  const labels = await boxes.evaluateAll((all) => all.map((box) => box.getAttribute('aria-label') ?? ''));
  return labels.map((label, index) => ({ box: boxes.nth(index), name: pattern.exec(label)?.[1] ?? label }));
}

async function chooseByText(page: Page, text: string) {
  await expect(page.getByRole('radio', { name: new RegExp(escape(text)) }), `a choice "${text}"`).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(escape(text)) }).click();
  await expect(page.getByRole('radio', { name: new RegExp(escape(text)) })).toBeChecked();
}

/** Adds a product bought elsewhere from the search, and answers its row. */
async function addRetail(page: Page, search: string) {
  await page.getByRole('combobox', { name: productsEn.retail.search }).pressSequentially(search, { delay: 30 });
  const option = page
    .getByRole('option')
    .filter({ hasText: new RegExp(escape(search), 'i') })
    .first();
  const name = (await option.textContent())!.replace(/\s*\([^)]*\)\s*$/, '').trim();
  await option.click();
  const row = page.getByRole('row', { name: new RegExp(escape(name)) });
  await expect(row).toBeVisible();
  return { row, name };
}

const tries: Record<string, (browser: Browser, row: Row) => Promise<void>> = {
  'a refund or replacement': async (browser, row) => {
    const { page, context, errors } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', emailOf(row.what, 'us'));
    const orders = [...row.what.matchAll(/`([A-Z]{2}\d{7})` \(([^)]*)\)/g)].map(([, order, said]) => ({
      order: order!,
      said: said!,
    }));
    expect(orders.length).toBeGreaterThan(0);
    for (const { order, said } of orders) {
      await findOrder(page, 'us', order);
      const lines = await productBoxes(page, 'us');
      if (/refund and replacement/.test(said)) {
        await lines[0]!.box.click();
        await expect(lines[0]!.box).toBeChecked();
        await expect(page.getByText(messagesEn.refundNotAvailable.split('{{')[0]!)).toHaveCount(0);
        await lines[0]!.box.click();
        await expect(lines[0]!.box).not.toBeChecked();
      } else if (/replacement only/.test(said)) {
        await lines[0]!.box.click();
        const refused = messagesEn.refundNotAvailable.replace('{{refundNotAvailable}}', lines[0]!.name);
        await expect(page.getByText(refused)).toBeVisible();
        await lines[0]!.box.click();
        await expect(lines[0]!.box).not.toBeChecked();
      } else if (/the sixth is refused/.test(said)) {
        for (const line of lines.slice(0, 5)) {
          await line.box.click();
          await expect(line.box).toBeChecked();
        }
        await lines[5]!.box.click();
        const maximum = messagesEn.selectedMaximum.replace('{{max}}', '5');
        await expect(page.getByRole('alert').filter({ hasText: maximum }).first()).toBeVisible();
        await expect(lines[5]!.box).not.toBeChecked();
        for (const line of lines.slice(0, 5)) {
          await line.box.click();
          await expect(line.box).not.toBeChecked();
        }
      } else if (/already in an RMA/.test(said)) {
        await expect(page.getByText(messagesEn.rmaExists).first()).toBeVisible();
        await expect(lines[0]!.box).toBeDisabled();
      } else {
        throw new Error(`README: no way to try order ${order} (${said})`);
      }
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  },

  'serial number checks': async (browser, row) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', emailOf(row.what, 'us'));
    // On a line of an order, or on a product bought elsewhere, as the row says.
    const onLine = /on `([A-Z]{2}\d{7})` line (\d+)/.exec(row.what);
    let line;
    if (onLine) {
      await findOrder(page, 'us', onLine[1]!);
      line = page
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox') })
        .nth(Number(onLine[2]) - 1);
      await expect(line).toBeVisible();
    } else {
      const [enquiry, source, product] = quoted(row.what);
      await chooseByText(page, enquiry!);
      await chooseByText(page, source!);
      line = (await addRetail(page, product!)).row;
    }
    const serial = line.getByRole('textbox', { name: /Serial number/ });
    await expect(serial, 'the serial can be entered on the line the row names').toBeEditable();
    const results = [...row.what.matchAll(/`(\w+)` (success|duplicate|not match|invalid)/g)];
    expect(results.map(([, , result]) => result).sort()).toEqual(['duplicate', 'invalid', 'not match', 'success']);
    const shown = {
      duplicate: messagesEn.serialDuplicate,
      'not match': messagesEn.serialNotMatch,
      invalid: messagesEn.serialInvalid,
    };
    for (const [, value, result] of results) {
      await serial.fill(value!);
      await serial.press('Enter');
      if (result === 'success') {
        await expect(line.getByRole('img', { name: productsEn.serialVerified })).toBeVisible();
        for (const message of Object.values(shown))
          await expect(line.getByText(message, { exact: true })).toHaveCount(0);
      } else {
        await expect(
          line.getByText(shown[result as keyof typeof shown], { exact: true }),
          `${value}: ${result}`,
        ).toBeVisible();
      }
    }
    await context.close();
  },

  'a product bought elsewhere': async (browser, row) => {
    const { page, context, errors } = await openPortal(browser, { store: 'uk' });
    await enterDetails(page, 'uk', emailOf(row.what, 'uk'));
    const [enquiry, source, search] = quoted(row.what);
    await chooseByText(page, enquiry!);
    await chooseByText(page, source!);
    const { row: line, name } = await addRetail(page, search!);
    await line.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(line.getByText(productsEn.proofUploaded)).toBeVisible();
    // Next once the date is saved, as a customer presses it; YourProductsStep.test.tsx presses Next with the date's
    // save still on its way.
    await enterPurchaseDate(line, productsEn, name, 60);
    await expect(line.getByText(productsEn.warrantyStatus.within)).toBeVisible();
    await page.getByRole('button', { name: commonEn.next, exact: true }).click();
    await expect(page.locator('[data-wizard-step]')).toHaveAttribute('data-wizard-step', '3');
    // The request step is open, the products folded into their summary with the product added.
    await expect(page.locator('[data-step-summary="products"]')).toContainText(name);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  },

  'Japanese repair, extended warranty': async (browser, row) => {
    const { page, context, errors } = await openPortal(browser, { store: 'jp' });
    await enterDetails(page, 'jp', emailOf(row.what, 'jp'));
    const [, order, said] = /`(JP\d{7})` \(([^)]*)\)/.exec(row.what)!;
    const product = /^(.+?) within extended warranty$/.exec(said!)![1]!;
    await findOrder(page, 'jp', order!);
    const line = page.getByRole('row', { name: new RegExp(escape(product)) });
    await expect(line.getByText(productsJp.warrantyStatus.extended, { exact: true })).toBeVisible();
    const box = (await productBoxes(page, 'jp')).find((l) => l.name.includes(product))!.box;
    await box.click();
    await expect(box).toBeChecked();
    await page.getByRole('button', { name: commonJp.next, exact: true }).click();
    await expect(page.locator('[data-wizard-step]')).toHaveAttribute('data-wizard-step', '3');
    await expect(page.locator('[data-step-summary="products"]')).toContainText(order!);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  },

  'RMA status at each step': async (browser, row) => {
    // A few of the listed RMAs: the first and last of each range, and each single one.
    const listed = [...row.what.matchAll(/`(RMA\d{8})`(?:–`(RMA\d{8})`)?/g)].flatMap(([, first, last]) =>
      last ? [first!, last] : [first!],
    );
    expect(listed.length).toBeGreaterThanOrEqual(6);
    const stores = rmaStores();
    const byStore = new Map<Store, string[]>();
    for (const rma of listed) {
      const store = stores.get(rma);
      expect(store, `${rma} in docs/demo-data.md`).toBeTruthy();
      byStore.set(store!, [...(byStore.get(store!) ?? []), rma]);
    }
    for (const [store, rmas] of byStore) {
      const t = texts(store).rma;
      const { page, context, errors } = await openPortal(browser, { store, path: '/rma/enquiry/rma-status' });
      await enterDetails(page, store, `alex.${store}@example.com`);
      for (const rma of rmas) {
        await page.getByRole('combobox', { name: t.status.rmaNumber }).fill(rma);
        await page.getByRole('button', { name: t.status.check }).click();
        await expect(
          page.getByRole('heading', { name: t.rmaDetail.title.replace('{{rmaNo}}', rma) }),
          rma,
        ).toBeVisible();
      }
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  },

  'member sign-in': async (browser, row) => {
    const logins = [...row.what.matchAll(/`([^`]+@[^`]+)` \/ `([^`]+)` \((\w+)\)/g)];
    expect(logins.map(([, , , kind]) => kind)).toEqual(['member', 'staff']);
    for (const [, email, password, kind] of logins) {
      const { page, context, errors } = await openPortal(browser, { store: 'us' });
      await page.getByTestId('account-trigger').click();
      const frame = page.locator('iframe[src*="/store/account/signup"]').contentFrame();
      await frame.locator('#email').fill(email!);
      await frame.locator('#password').fill(password!);
      await Promise.all([page.waitForEvent('load'), frame.locator('button[type="submit"]').click()]);
      await expect(page.getByTestId('account-trigger')).not.toContainText('Sign in');
      await page.getByTestId('account-trigger').click();
      const menu = page.getByRole('dialog', { name: /Welcome back/ });
      await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Membership' })).toHaveCount(kind === 'member' ? 1 : 0);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  },
};

const rows = readmeRows();

test('README: every example row has a way to try it here', () => {
  expect(rows.map((row) => row.try).sort()).toEqual(Object.keys(tries).sort());
});

for (const row of rows) {
  test(`README: ${row.try} (${row.store})`, async ({ browser }) => {
    const attempt = tries[row.try];
    expect(attempt, `no way to try "${row.try}"`).toBeTruthy();
    await attempt!(browser, row);
  });
}
