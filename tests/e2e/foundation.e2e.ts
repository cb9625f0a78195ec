import { expect, test } from '@playwright/test';
import { BASE_URL, openPortal, unexpectedErrors } from './browser.js';

test.describe('foundation', () => {
  test('redirects / to /rma/', async () => {
    const response = await fetch(`${BASE_URL}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/rma/');
  });

  test('serves the home page in store us in English with the region in the title', async ({ browser }) => {
    const { page, errors, context } = await openPortal(browser, { store: 'us' });
    await expect(page).toHaveTitle(/United States/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('serves store jp in Japanese', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'jp' });
    await expect(page).toHaveTitle(/Japan/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test('answers a deep link reload with the app', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'uk', path: '/rma/enquiry/replacement' });
    await expect(page).toHaveTitle(/United Kingdom/);
    await page.reload();
    await expect(page).toHaveTitle(/United Kingdom/);
    expect(page.url()).toContain('/rma/enquiry/replacement');
    await context.close();
  });

  test('shows Not Found for an unknown path under /rma, with status 404', async ({ browser }) => {
    const response = await fetch(`${BASE_URL}/rma/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
    const { page, context } = await openPortal(browser, { path: '/rma/no-such-page' });
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await context.close();
  });

  test('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${BASE_URL}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'not-found', message: 'Not Found' });
  });

  test('sends security headers', async () => {
    const response = await fetch(`${BASE_URL}/rma/`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
