/**
 * The guided flow of the customer journey (docs/decisions/0030-guided-flow.md) in a real browser, in en (store
 * us), jp, tw and de at 1280 and 390 px: every state (details open; products open with the details folded; the
 * request open; the review; the address page; the confirmation) is screenshotted (./screenshots/guided-*.png) and
 * axe-clean, shows the progress indicator at its step and exactly one primary (filled) button; folded steps show
 * their summary and "Change" opens them again; the review lists what was chosen.
 *
 * Nothing here makes an RMA or saves an address, so no demo data other files read changes: a replacement's submit
 * answers `address` and leaves the request waiting in this test's own session (docs/rules/address.md), and the
 * address page is looked at, not submitted. The confirmation ("Done") shows the real detail of a demo RMA of the same
 * customer (read with the status look-up), answered through a route for its one call, since the RMA numbers and
 * ids of a real submit would need an order no other file uses in each of these stores. The real submit to the
 * confirmation is request.e2e.ts's. Orders read: US1000121 (its RMA was cancelled: refund and replacement offered),
 * JP1000101, TW1000103 line 1 (in warranty), DE1000101. A reload during the review (us, de) shows the review again.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import commonEn from '../../src/web/i18n/common/en.json' with { type: 'json' };
import commonJp from '../../src/web/i18n/common/jp.json' with { type: 'json' };
import commonTw from '../../src/web/i18n/common/tw.json' with { type: 'json' };
import commonDe from '../../src/web/i18n/common/de.json' with { type: 'json' };
import homeEn from '../../src/web/i18n/home/en.json' with { type: 'json' };
import homeJp from '../../src/web/i18n/home/jp.json' with { type: 'json' };
import homeTw from '../../src/web/i18n/home/tw.json' with { type: 'json' };
import homeDe from '../../src/web/i18n/home/de.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import productsJp from '../../src/web/i18n/products/jp.json' with { type: 'json' };
import productsTw from '../../src/web/i18n/products/tw.json' with { type: 'json' };
import productsDe from '../../src/web/i18n/products/de.json' with { type: 'json' };
import requestEn from '../../src/web/i18n/request/en.json' with { type: 'json' };
import requestJp from '../../src/web/i18n/request/jp.json' with { type: 'json' };
import requestTw from '../../src/web/i18n/request/tw.json' with { type: 'json' };
import requestDe from '../../src/web/i18n/request/de.json' with { type: 'json' };
import addressEn from '../../src/web/i18n/address/en.json' with { type: 'json' };
import addressJp from '../../src/web/i18n/address/jp.json' with { type: 'json' };
import addressTw from '../../src/web/i18n/address/tw.json' with { type: 'json' };
import addressDe from '../../src/web/i18n/address/de.json' with { type: 'json' };
import { axeViolations, BASE_URL, lookAtBothWidths, openPortal, unexpectedErrors } from './browser.js';
import { fillReason, primaryButtons, requestSection, reviewRequest } from './customer.js';

interface Texts {
  common: typeof commonEn;
  home: typeof homeEn;
  /** Either shape: Japanese and Chinese have one plural form where English has two (daysLeft_other, no _one). */
  products: typeof productsEn | typeof productsJp;
  request: typeof requestEn;
  address: typeof addressEn;
}

interface Journey {
  store: Store;
  texts: Texts;
  email: string;
  names: { first: string; last: string };
  pid?: string;
  order: string;
  /** The demo RMA of the same customer whose detail the confirmation shows. */
  doneRma: string;
  /** Review a refund first (with its amount), then change the service to a replacement. */
  refundFirst?: boolean;
}

const JOURNEYS: Journey[] = [
  {
    store: 'us',
    texts: { common: commonEn, home: homeEn, products: productsEn, request: requestEn, address: addressEn },
    email: 'alex.us@example.com',
    names: { first: 'Alex', last: 'Morgan' },
    order: 'US1000121',
    doneRma: 'RMA10000001',
    refundFirst: true,
  },
  {
    store: 'jp',
    texts: { common: commonJp, home: homeJp, products: productsJp, request: requestJp, address: addressJp },
    email: 'alex.jp@example.com',
    names: { first: '太郎', last: '山田' },
    order: 'JP1000101',
    doneRma: 'RMA10000019',
  },
  {
    store: 'tw',
    texts: { common: commonTw, home: homeTw, products: productsTw, request: requestTw, address: addressTw },
    email: 'alex.tw@example.com',
    names: { first: '小明', last: '王' },
    pid: 'A123456789',
    order: 'TW1000103',
    doneRma: 'RMA10000011',
  },
  {
    store: 'de',
    texts: { common: commonDe, home: homeDe, products: productsDe, request: requestDe, address: addressDe },
    email: 'alex.de@example.com',
    names: { first: 'Alex', last: 'Schmidt' },
    order: 'DE1000101',
    doneRma: 'RMA10000004',
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The progress indicator's current step (its aria-current="step" item). */
async function expectCurrentStep(page: Page, step: string, texts: Texts) {
  const nav = page.getByRole('navigation', { name: texts.common.flow.label });
  const current = nav.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-flow-step', step);
  await expect(current).toContainText(texts.common.flow.step[step as keyof typeof texts.common.flow.step]);
}

async function expectOnePrimary(page: Page, what: string) {
  await expect.poll(() => primaryButtons(page), what).toHaveLength(1);
}

function summary(page: Page, id: 'details' | 'products') {
  return page.locator(`[data-step-summary="${id}"]`);
}

async function enterDetails(page: Page, j: Journey) {
  const t = j.texts.home;
  await page.getByRole('radio', { name: new RegExp(`^\\s*${escape(t.contact.email)}\\s*$`) }).check();
  await page.getByLabel(t.details.firstName, { exact: true }).fill(j.names.first);
  await page.getByLabel(t.details.lastName, { exact: true }).fill(j.names.last);
  await page.getByRole('main').getByLabel(t.details.email, { exact: true }).fill(j.email);
  if (j.pid) await page.getByLabel(t.details.pid, { exact: false }).fill(j.pid);
  await page.getByRole('button', { name: j.texts.common.next, exact: true }).click();
}

async function chooseFirstLine(page: Page, j: Journey) {
  const t = j.texts.products;
  await page.getByLabel(t.order.number, { exact: false }).fill(j.order);
  await page.getByRole('button', { name: t.order.find }).click();
  await expect(page.getByText(t.order.showing.replace('{{orderNumber}}', j.order)).first()).toBeVisible();
  // The order number and its button read as one row: their bottoms meet (the button sat 5 px higher).
  const field = (await page.getByLabel(t.order.number, { exact: false }).boundingBox())!;
  const find = (await page.getByRole('button', { name: t.order.find }).boundingBox())!;
  expect(find.y + find.height).toBeCloseTo(field.y + field.height, 0);
  const pattern = escape(t.selectProduct).replace(escape('{{name}}'), '(.+)');
  const box = page.getByRole('checkbox', { name: new RegExp(`^${pattern}$`) }).first();
  const label = (await box.getAttribute('aria-label')) ?? '';
  await box.click();
  await expect(box).toBeChecked();
  return new RegExp(`^${pattern}$`).exec(label)?.[1] ?? '';
}

/** The confirmation of the customer's demo RMA, its detail as the status look-up reads it. */
async function openDone(page: Page, j: Journey) {
  const detail = await page.evaluate(
    async ({ store, rmaNo }) => {
      const token = localStorage.getItem('rma.token') ?? '';
      const response = await fetch('/api/your-products/search-rma-request', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ keyword: rmaNo, store }),
      });
      return ((await response.json()) as { detail: unknown }).detail;
    },
    { store: j.store, rmaNo: j.doneRma },
  );
  expect(detail).toBeTruthy();
  await page.route('**/api/confirmation?**', (route) =>
    route.fulfill({
      json: {
        request: { rmaNo: j.doneRma, rmaReceivedDateFormat: new Date().toISOString().slice(0, 10) },
        detail,
        wizard: { step: 1, natureEnquiry: 1, mode: 'estore', version: 0 },
      },
    }),
  );
  await page.goto(`${BASE_URL}/rma/confirmation?rmaNo=${j.doneRma}&rmaId=guided&store=${j.store}`);
  await expect(page.getByTestId('rma-number')).toHaveText(j.doneRma);
}

for (const j of JOURNEYS) {
  test(`${j.store}: the guided flow, one step and one primary action at a time`, async ({ browser }) => {
    const { common, home, request, address } = j.texts;
    const { page, context, errors } = await openPortal(browser, { store: j.store });
    const name = `guided-${j.store}`;

    // 1. Your details, open.
    await expect(page.getByRole('heading', { name: home.details.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: home.details.country })).not.toHaveValue('');
    await expectCurrentStep(page, 'details', j.texts);
    await expectOnePrimary(page, 'details');
    await lookAtBothWidths(page, `${name}-1-details`);

    // 2. Your products, open; the details folded into their summary.
    await enterDetails(page, j);
    await expect(page.getByRole('heading', { name: home.products.title })).toBeVisible();
    await expectCurrentStep(page, 'products', j.texts);
    await expect(summary(page, 'details')).toContainText(j.email);
    await expect(summary(page, 'details')).toContainText(j.names.first);
    await expect(page.getByRole('main').getByLabel(home.details.email, { exact: true })).toBeHidden();
    // "Change" opens the details again; saving them comes back to the products.
    await summary(page, 'details')
      .getByRole('button', { name: new RegExp(`^${escape(common.flow.change)}`) })
      .click();
    await expectCurrentStep(page, 'details', j.texts);
    await expect(page.getByRole('main').getByLabel(home.details.email, { exact: true })).toHaveValue(j.email);
    await expectOnePrimary(page, 'details reopened');
    await page.getByRole('button', { name: home.details.update }).click();
    await expectCurrentStep(page, 'products', j.texts);
    const product = await chooseFirstLine(page, j);
    await expectOnePrimary(page, 'products');
    await lookAtBothWidths(page, `${name}-2-products`);

    // 3. Your request, open; the products folded (the order and the product).
    await page.getByRole('button', { name: common.next, exact: true }).click();
    const section = requestSection(page);
    await expect(section.getByRole('checkbox').first()).toBeVisible();
    await expectCurrentStep(page, 'request', j.texts);
    await expect(summary(page, 'products')).toContainText(j.order);
    await expect(summary(page, 'products')).toContainText(product);
    await expect(summary(page, 'details')).toContainText(j.email);
    // "Change" on the products opens them again (the request step out of sight); Next comes back.
    await summary(page, 'products')
      .getByRole('button', { name: new RegExp(`^${escape(common.flow.change)}`) })
      .click();
    await expectCurrentStep(page, 'products', j.texts);
    await expect(section).toBeHidden();
    await page.getByRole('button', { name: common.next, exact: true }).click();
    await expectCurrentStep(page, 'request', j.texts);
    await expect(section).toBeVisible();

    const review = section.locator('[data-request-review]');
    if (j.refundFirst) {
      // A refund's review shows its estimated amount; "Change" goes back to the form.
      await section.getByRole('checkbox', { name: request.service.refund }).check();
      await fillReason(section, request, 'refund');
      await reviewRequest(section, request);
      await expect(review.locator('[data-review-refund]')).toBeVisible();
      await expect(review).toContainText(request.service.refund);
      await expect(review).toContainText(request.reasons.CHANGE_OF_MIND);
      await review.getByRole('button', { name: `${request.review.change}: ${request.serviceLegend}` }).click();
      await section.getByRole('checkbox', { name: request.service.repair }).check();
    } else if (!(await section.getByRole('checkbox', { name: request.service.repair }).isChecked())) {
      await section.getByRole('checkbox', { name: request.service.repair }).check();
    }
    await fillReason(section, request, 'repair', j.store === 'jp' ? '電源を入れても音が出ません。' : '');
    await expectOnePrimary(page, 'request');
    await lookAtBothWidths(page, `${name}-3-request`);

    // 4. The review: what was chosen, with "Change", and one Submit.
    await reviewRequest(section, request);
    await expectCurrentStep(page, 'review', j.texts);
    await expect(review).toContainText(request.service.repair);
    await expect(review).toContainText(product);
    await expect(review).toContainText(j.order);
    await expect(review).toContainText(request.reasons.DEFECTIVE);
    await expect(review).toContainText(j.email);
    await expect(review.locator('[data-review-refund]')).toHaveCount(0);
    // The folded steps give way to the review, which says it all.
    await expect(summary(page, 'details')).toHaveCount(0);
    await expectOnePrimary(page, 'review');
    await lookAtBothWidths(page, `${name}-4-review`);

    // 5. The address page (the replacement's submit answers `address`).
    await review.getByRole('button', { name: request.review.submit }).click();
    await page.waitForURL(/\/rma\/address/);
    await expect(page.getByRole('heading', { name: address.subtitle })).toBeVisible();
    await expectCurrentStep(page, 'address', j.texts);
    await expectOnePrimary(page, 'address');
    await lookAtBothWidths(page, `${name}-5-address`);

    // 6. Done: the confirmation.
    await openDone(page, j);
    await expectCurrentStep(page, 'done', j.texts);
    await expectOnePrimary(page, 'confirmation');
    await lookAtBothWidths(page, `${name}-6-done`);

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
}

// A reload during the review comes back to the review while the request is the same (this tab keeps it); Change
// goes back to the form, filled in, and a reload then shows the form. us reviews a refund, de a repair.
for (const j of JOURNEYS.filter((journey) => journey.store === 'us' || journey.store === 'de')) {
  test(`${j.store}: a reload during the review shows the review again`, async ({ browser }) => {
    const { common, request } = j.texts;
    const { page, context, errors } = await openPortal(browser, { store: j.store });
    await enterDetails(page, j);
    const product = await chooseFirstLine(page, j);
    await page.getByRole('button', { name: common.next, exact: true }).click();
    const section = requestSection(page);
    const kind = j.refundFirst ? 'refund' : 'repair';
    await section.getByRole('checkbox', { name: request.service[kind] }).check();
    const comments = j.store === 'de' ? 'Rauscht seit einer Woche.' : 'Too quiet for me.';
    await fillReason(section, request, kind, comments);
    await reviewRequest(section, request);
    await expectCurrentStep(page, 'review', j.texts);

    await page.reload();
    const review = section.locator('[data-request-review]');
    await expect(review).toBeVisible();
    await expectCurrentStep(page, 'review', j.texts);
    await expect(review).toContainText(request.service[kind]);
    await expect(review).toContainText(product);
    await expect(review).toContainText(comments);
    await expectOnePrimary(page, 'review after a reload');
    expect(await axeViolations(page)).toEqual([]);

    // Change: the form again, as it was filled in; the step is the request's.
    await review.getByRole('button', { name: `${request.review.change}: ${request.serviceLegend}` }).click();
    await expect(review).toHaveCount(0);
    await expectCurrentStep(page, 'request', j.texts);
    await expect(section.getByRole('textbox', { name: request.comments, exact: true })).toHaveValue(comments);
    await page.reload();
    await expect(section.getByRole('button', { name: request.review.open })).toBeVisible();
    await expect(review).toHaveCount(0);

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
}
