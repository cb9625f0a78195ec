import { expect, test } from '@playwright/test';
import { axeViolations, BASE_URL, collectErrors, openPortal, unexpectedErrors, VIEWPORTS } from './browser.js';

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
});
