import { expect, test, type Route } from '@playwright/test';
import { REFUND_STEPS, REPLACEMENT_STEPS, STEP_NAME } from '../../src/shared/rules/timeline.js';
import type { TConfirmationResponse } from '../../src/shared/schemas/index.js';
import { axeViolations, BASE_URL, collectErrors, openPortal, unexpectedErrors, VIEWPORTS } from './browser.js';

/** A refund's confirmation as GET /api/confirmation answers it, just submitted, of a line without a picture. */
function confirmationOf(rmaNo: string): TConfirmationResponse {
  return {
    request: { rmaNo, rmaReceivedDateFormat: '2026-11-20' },
    detail: {
      ...{ rmaNo, type: 1, email: 'alex.us@example.com', loggedIn: false, status: 'RMA Request Received', store: 'us' },
      ...{ labelLink: '', labelStatus: '', labelTrackingNo: '', replacementCarrier: '', replacementTrackingNo: '' },
      ...{ countryCode: 'US', currency: 'USD', refundTotalEst: 0, refundTotalActual: 0, refundAmountReady: false },
      ...{ shippingCharge: 0, storeCredit: 0, tax: 0 },
      refundStatus: REFUND_STEPS.map((step) => STEP_NAME[step]),
      replacementStatus: REPLACEMENT_STEPS.map((step) => STEP_NAME[step]),
      history: [{ rmA_STATUS: 'RMA Request Received', statuS_DATE_FORMAT: '2026-11-20' }],
      products: [],
    },
    wizard: { step: 1, natureEnquiry: 1, mode: 'estore', version: 0 },
  };
}

/**
 * The first paint without JavaScript (docs/decisions/0031-front-end-first-paint.md): the server sends the store's
 * pre-rendered page, which shows the shell and the first step in the store's language, styled, before any script
 * runs; the app then renders over it.
 */
test.describe('first paint', () => {
  test('paints the store’s page in its language, styled, with no script run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/rma/?store=jp`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('返品・交換・RMAステータス | Japan');
    await expect(page.locator('h1')).toHaveText('返品・交換・RMAステータス');
    await expect(page.locator('#details-title')).toHaveText('お客様情報');
    await expect(page.locator('#details-title')).toBeVisible();
    // Inert until the app renders over it: a tap on a control of the pre-rendered page goes nowhere.
    await expect(page.locator('[data-prerendered]')).toHaveAttribute('inert', '');
    // Styled by the linked CSS: the header is Mantine's dark bar, the first step a bordered paper.
    const header = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(header).not.toBe('rgba(0, 0, 0, 0)');
    expect(
      await page
        .locator('section[aria-labelledby="details-title"]')
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('solid');
    await context.close();
  });

  test('renders the app over the pre-rendered page: one page, no errors, axe clean', async ({ browser }) => {
    const { page, errors, context } = await openPortal(browser, { store: 'de', path: '/rma/enquiry/rma-status' });
    await expect(page).toHaveTitle('RMA-Status prüfen | Germany');
    // The app has taken over once the details form (which needs the session) shows.
    await expect(page.getByRole('textbox', { name: /E-Mail/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('header')).toHaveCount(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('keeps the page still when the store’s product menu arrives after it (desktop)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    // The product menu's layout call is held until the page has rendered without it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/layout/product-menu*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/rma/?store=us`);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    const before = await page.locator('main').boundingBox();
    release();
    await expect(page.locator('[data-layout="product-menu"]')).toBeVisible();
    // Within a pixel's rounding: without the row's reserved height the page moved down 46 px.
    expect((await page.locator('main').boundingBox())!.y).toBeCloseTo(before!.y, 0);
    await context.close();
  });

  test('without a store in the address, sends no page in another language: the kept store’s language shows', async ({
    browser,
  }) => {
    const response = await fetch(`${BASE_URL}/rma/`);
    expect(await response.text()).toContain('<div id="root"></div>');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/rma/?store=jp`);
    // The app has rendered over the pre-rendered page, and kept the store.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rma.store'))).toBe('jp');
    // The store is kept in browser storage; the next visit's address names none.
    await page.goto(`${BASE_URL}/rma/`);
    await expect(page.getByRole('heading', { level: 1, name: '返品・交換・RMAステータス' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('paints a saved confirmation link’s frame with no script run: the thanks, in the store’s language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/rma/confirmation?store=de&rmaNo=RMA10000004&rmaId=saved`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText('Vielen Dank!');
    await expect(page.getByText('So geht es weiter')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveAttribute('inert', '');
    await context.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    test(`keeps the confirmation still when its answer arrives after the app has rendered (${viewport})`, async ({
      browser,
    }) => {
      const { page, context, errors } = await openPortal(browser, { store: 'us', viewport });
      // The page's answer, held until the page has rendered.
      const rmaNo = 'RMA10000099';
      let answer: (route: Route) => Promise<void> = async () => {};
      const held = new Promise<Route>((resolve) => {
        answer = async (route) => resolve(route);
      });
      await page.route('**/api/confirmation?**', (route) => answer(route));
      await page.goto(`${BASE_URL}/rma/confirmation?rmaNo=${rmaNo}&rmaId=saved&store=us`);
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.getByTestId('rma-number')).toHaveText(rmaNo);
      const keep = page.getByText('Please keep this number');
      const before = await keep.boundingBox();
      await page.evaluate(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      await (
        await held
      ).fulfill({
        json: confirmationOf(rmaNo),
      });
      await expect(page.getByText('We have received your return request.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
      expect((await keep.boundingBox())!.y).toBeCloseTo(before!.y, 0);
      // Two frames for the observer to report any shift of the answer's render.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
