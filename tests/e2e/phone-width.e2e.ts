import { expect, test } from '@playwright/test';
import { BASE_URL, VIEWPORTS } from './browser.js';

/**
 * Long German and French labels must never push a 390 px phone screen sideways. The session is set up through
 * the API (as a customer who chose a product), so the test covers the request step and, opened again with
 * "Change", the products step.
 */
async function customerAtRequestStep(store: string, email: string, orderNumber: string) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${BASE_URL}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const { token } = (await (
    await fetch(`${BASE_URL}/api/your-details/authenticate?store=${store}`, { method: 'POST' })
  ).json()) as { token: string };
  const details = (await (
    await fetch(`${BASE_URL}/api/your-details?store=${store}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { countryList: { id: number; code: string }[]; languageReply: string };
  const country = details.countryList.find((c) => c.code === store.toUpperCase()) ?? details.countryList[0]!;
  await post(
    'your-details',
    {
      store,
      firstName: 'Alex',
      lastName: 'Doe',
      email,
      country: country.id,
      pid: '',
      languageReply: details.languageReply,
    },
    token,
  );
  const found = (await (await post('your-products/search-order', { keyword: orderNumber, store }, token)).json()) as {
    orderList: { items: { sourceId: string }[] }[];
  };
  const sourceId = found.orderList[0]!.items[0]!.sourceId;
  await post('your-products/select', { keyword: sourceId, store, action: 1 }, token);
  const moved = await post(
    'your-products/service-required',
    { natureEnquiry: 1, orderNumber, items: [{ sourceId }], store, mode: 'estore' },
    token,
  );
  expect(moved.status).toBe(200);
  return token;
}

test.describe('phone width', () => {
  for (const [store, email, orderNumber] of [
    ['de', 'alex.de@example.com', 'DE1000101'],
    ['fr', 'alex.fr@example.com', 'FR1000101'],
  ] as const) {
    test(`store ${store} fits 390 px without sideways scrolling`, async ({ browser }) => {
      const token = await customerAtRequestStep(store, email, orderNumber);
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      await context.addInitScript(
        ([t]) => {
          localStorage.setItem('rma.token', t!);
        },
        [token],
      );
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/rma/?store=${store}`);
      await expect(page.locator('form, section').first()).toBeVisible();
      // The session is at the request step: the page shows it, with the earlier steps folded into summaries.
      await expect(page.locator('[data-wizard-step]')).toHaveAttribute('data-wizard-step', '3');
      await expect(
        page.locator('section[aria-labelledby="your-request-title"]').getByRole('checkbox').first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await widthOf()).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      // "Change" on the products opens that step (the order's navigation among it): it fits too.
      await page.locator('[data-step-summary="products"]').getByRole('button').click();
      await expect(page.getByRole('button', { name: /›/ }).first()).toBeVisible();
      expect(await widthOf()).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await context.close();
    });
  }
});
