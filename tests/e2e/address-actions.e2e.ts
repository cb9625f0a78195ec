/**
 * The address page's actions with saved addresses (docs/decisions/0030-guided-flow.md: one primary action at a
 * time), at 1280 and 390 px. Choosing among the saved cards, Submit is the only filled or tinted button: the cards'
 * Update buttons are outlined (`default`), as Find order is; a light one read as a second primary action beside the
 * cards, and under the pointer its text fell below AA contrast (4.12:1), which axe reports. With the new address
 * form open, Save address is its one filled button and Submit is out of sight; Cancel goes back to the cards.
 * Screenshots go to ./screenshots/address-actions-*.png.
 *
 * alex.us@example.com has two saved addresses (New York, San Francisco). Nothing is saved or submitted here: the
 * replacement (US1000121 line 1, submitted through the API) waits for its address in this test's own session.
 */
import { expect, test, type Page } from '@playwright/test';
import addressEn from '../../src/web/i18n/address/en.json' with { type: 'json' };
import { axeViolations, BASE_URL, collectErrors, screenshot, unexpectedErrors, VIEWPORTS } from './browser.js';
import { requestStep, submitRepair } from './customer.js';

/** The buttons on screen in the page's main area with Mantine's variant ("filled" when none is given). */
function buttons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .mantine-Button-root')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ text: (el.textContent ?? '').trim(), variant: el.dataset.variant ?? 'filled' })),
  );
}

/** The texts of the buttons that are filled, or tinted like them (light). */
async function strongButtons(page: Page) {
  return (await buttons(page)).filter((b) => b.variant === 'filled' || b.variant === 'light').map((b) => b.text);
}

test('address page with saved addresses: one primary action, outlined card buttons, AA under the pointer', async ({
  browser,
}) => {
  const { session, products } = await requestStep('us', 'US1000121', 2, [0]);
  await submitRepair(session, products);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.addInitScript((token) => window.localStorage.setItem('rma.token', token), session.token);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${BASE_URL}/rma/address?store=us`);
  const t = addressEn;
  const submit = page.getByRole('button', { name: t.submit, exact: true });
  const cards = page.getByTestId('address-card');

  for (const [width, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(submit).toBeVisible();
    await expect(cards).toHaveCount(2);
    // Choosing among the cards: Submit is the one primary action; Update and New address are outlined.
    await expect.poll(() => strongButtons(page), `${width}: the filled or tinted buttons`).toEqual([t.submit]);
    for (const update of await cards.getByRole('button').all()) {
      await expect(update).toHaveAttribute('data-variant', 'default');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `address-actions-${width}-cards`);
    expect(await axeViolations(page), `${width}: the cards`).toEqual([]);
    // Under the pointer (axe caught a light button's hover colours below AA).
    await cards.first().getByRole('button').hover();
    expect(await axeViolations(page), `${width}: the pointer on Update`).toEqual([]);

    // The new address form: its Save address is the one filled button, and Submit waits until it is saved.
    await page.getByRole('button', { name: t.newAddress, exact: true }).click();
    await expect(page.getByRole('form', { name: t.newAddress })).toBeVisible();
    await expect(submit).toHaveCount(0);
    await expect(cards).toHaveCount(0);
    await expect.poll(() => strongButtons(page), `${width}: the form's filled buttons`).toEqual([t.saveAddress]);
    await page.getByRole('button', { name: t.saveAddress }).hover();
    await screenshot(page, `address-actions-${width}-new-address`);
    expect(await axeViolations(page), `${width}: the new address form`).toEqual([]);
    await page.getByRole('button', { name: t.cancel, exact: true }).click();
  }

  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
