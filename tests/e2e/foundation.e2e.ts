import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, openPortal, unexpectedErrors } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('foundation', () => {
  it('redirects / to /rma/', async () => {
    const response = await fetch(`${BASE_URL}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/rma/');
  });

  it('serves the home page in store us in English with the region in the title', async () => {
    const { page, errors, context } = await openPortal(browser, { store: 'us' });
    await expect.poll(() => page.title()).toContain('United States');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('serves store jp in Japanese', async () => {
    const { page, context } = await openPortal(browser, { store: 'jp' });
    await expect.poll(() => page.title()).toContain('Japan');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await context.close();
  });

  it('answers a deep link reload with the app', async () => {
    const { page, context } = await openPortal(browser, { store: 'uk', path: '/rma/enquiry/replacement' });
    await expect.poll(() => page.title()).toContain('United Kingdom');
    await page.reload();
    await expect.poll(() => page.title()).toContain('United Kingdom');
    expect(page.url()).toContain('/rma/enquiry/replacement');
    await context.close();
  });

  it('shows Not Found for an unknown path under /rma, with status 404', async () => {
    const response = await fetch(`${BASE_URL}/rma/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
    const { page, context } = await openPortal(browser, { path: '/rma/no-such-page' });
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Not Found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${BASE_URL}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'not-found', message: 'Not Found' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${BASE_URL}/rma/`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
