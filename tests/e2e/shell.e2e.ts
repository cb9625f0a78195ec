/**
 * The page shell (issue 4): header, product and side menus, account menu and sign-in, cart badge, footer, the
 * support chat, maintenance, and the common feedback (error toast). Writes screenshots of each state to
 * ./screenshots for people to look at. Signs in with the demo members member.us@example.com and
 * staff.us@example.com (password demo-password); nothing here changes demo data other tests read, apart from
 * support-chat messages, which no other test reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Store } from '../../src/shared/stores.js';
import {
  BASE_URL,
  SCREENSHOT_DIR,
  VIEWPORTS,
  axeViolations,
  launchBrowser,
  openPortal,
  screenshot,
  unexpectedErrors,
} from './browser.js';

const GENERIC_ERROR = 'We encountered an error. Please try again.';
const MEMBER = 'member.us@example.com';
const STAFF = 'staff.us@example.com';
const PASSWORD = 'demo-password';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context like openPortal's, but with the page's clock and time zone set before the first load. */
async function openAt(
  store: Store,
  now: string,
  options: { path?: string; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    timezoneId: 'Asia/Singapore',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.setFixedTime(new Date(now));
  await page.goto(`${BASE_URL}${options.path ?? '/rma/'}?store=${store}`);
  return { context, page, errors };
}

/**
 * A screenshot of what is on screen. Overlays (the account menu, the chat panel, the side menu) are fixed to the
 * viewport, and a full-page capture would draw them where they never are; these states use this one.
 */
async function viewportShot(page: Page, name: string) {
  await page.waitForTimeout(400); // let the overlay's fade-in finish
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function accountTrigger(page: Page) {
  return page.getByTestId('account-trigger');
}

/** Signs in through the embedded frame of the store side, and waits for the reload as a member. */
async function signIn(page: Page, email: string) {
  await accountTrigger(page).click();
  const frame = page.frameLocator('iframe[src*="/store/account/signup"]');
  await frame.locator('#email').fill(email);
  await frame.locator('#password').fill(PASSWORD);
  await Promise.all([page.waitForEvent('load'), frame.locator('button[type="submit"]').click()]);
}

describe('page shell', () => {
  it('shows the header, menus, cart and footer of a chat store (us), with its chat', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'us', viewport });
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('United States');
      // Links to the main store on the store's own site.
      for (const [name, path] of [
        ['Shop', '/sxfi'],
        ['Sale', '/sale'],
        ['Help', '/help'],
      ] as const) {
        const link = page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name });
        if (viewport === 'desktop') expect(await link.getAttribute('href')).toBe(`https://www.example.com/us${path}`);
        else expect(await link.isVisible()).toBe(false);
      }
      const cart = page.getByRole('link', { name: /^Cart/ });
      expect(await cart.getAttribute('href')).toBe('https://www.example.com/us/shoppingcart');
      // The footer comes from the layout call.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor();
      if (viewport === 'desktop') {
        await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Headphones' }).waitFor();
      }
      await page.getByTestId('chat-launcher').waitFor();
      await expect(accountTrigger(page).textContent()).resolves.toContain(viewport === 'desktop' ? 'Sign in' : '');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `shell-us-${viewport}`);
      await expectNoAxeViolations(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('has no chat in a non-chat store (de), and speaks German', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'de', viewport });
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('Germany');
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).waitFor();
      if (viewport === 'desktop') {
        const help = page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Hilfe' });
        expect(await help.getAttribute('href')).toBe('https://www.example.com/de/help');
        await expect(accountTrigger(page).textContent()).resolves.toContain('Anmelden');
      }
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('chat-launcher').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, `shell-de-${viewport}`);
      await expectNoAxeViolations(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('looks finished in Japanese (jp) at both widths', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'jp', viewport });
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('Japan');
      await page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('chat-launcher').count()).toBe(0);
      await screenshot(page, `shell-jp-${viewport}`);
      await expectNoAxeViolations(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('opens the side menu as a drawer, closes it with Escape and gives focus back to its button', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context } = await openPortal(browser, { store: 'us', viewport });
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Returns and repairs' }).waitFor();
      await drawer.getByRole('link', { name: 'Warranty' }).waitFor();
      if (viewport === 'phone') await drawer.getByRole('link', { name: 'Headphones' }).waitFor();
      await page.waitForTimeout(300);
      await viewportShot(page, `shell-us-${viewport}-side-menu`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => burger.evaluate((el) => el === document.activeElement)).toBe(true);
      await context.close();
    }
  });

  it('chats with support in store us: sends, shows what was sent, closes with Escape', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'us', viewport });
      const launcher = page.getByTestId('chat-launcher');
      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'Online chat' });
      await panel.waitFor();
      await panel.getByText('We reply within 2 business days.').waitFor();
      const box = panel.getByRole('textbox', { name: 'Your message' });
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      // An empty message is not sent.
      await panel.getByRole('button', { name: 'Send' }).click();
      await panel.getByText('Please enter your message.').waitFor();
      await box.fill(`My speaker crackles at high volume (${viewport}).`);
      // Without details, support needs an address to reply to.
      await box.press('Enter');
      await panel.getByText('Please enter your email address.').waitFor();
      await panel.getByRole('textbox', { name: 'Your email address, so we can reply' }).fill('chatter@example.com');
      await box.press('Enter');
      await panel.getByText(`My speaker crackles at high volume (${viewport}).`).waitFor();
      await panel.getByText('Sent', { exact: true }).waitFor();
      await panel.getByText(/Our team will reply by email within 2 business days/).waitFor();
      await viewportShot(page, `shell-us-${viewport}-chat-open`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it("opens the chat from the home step's online-chat mode of contact, leaving focus where it was", async () => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    const radio = page.getByRole('radio', { name: 'Online chat' });
    await radio.check();
    const panel = page.getByRole('dialog', { name: 'Online chat' });
    await panel.waitFor();
    expect(await radio.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('radio', { name: 'Email' }).check();
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('signs a member in through the store frame, shows the account menu, and signs out', async () => {
    const { page, context, errors } = await openPortal(browser, { store: 'us' });
    // The guest's overlay is the sign-in frame.
    await accountTrigger(page).click();
    const overlay = page.getByRole('dialog', { name: 'Sign in' });
    await overlay.waitFor();
    await page.frameLocator('iframe[src*="/store/account/signup"]').locator('#email').waitFor();
    await viewportShot(page, 'shell-us-desktop-sign-in-frame');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });

    await signIn(page, MEMBER);
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 15_000 }).toContain('Jamie');
    expect(await page.evaluate(() => localStorage.getItem('rma.memberToken'))).toBeTruthy();
    // The cart badge counts the member's cart (2 items in the demo data).
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await expectNoAxeViolations(page);

    await accountTrigger(page).click();
    const menu = page.getByRole('dialog', { name: 'Welcome back, Jamie' });
    await menu.waitFor();
    const links = menu.getByRole('navigation', { name: 'Your account' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['Orders', 'Membership', 'Profile', 'Contact us']);
    expect(await menu.getByRole('link', { name: 'Membership' }).getAttribute('href')).toBe(
      'https://www.example.com/us/account/membership',
    );
    expect(await menu.getByRole('link', { name: 'View all orders' }).getAttribute('href')).toBe(
      'https://www.example.com/us/account/orders',
    );
    await menu.getByText('Recent orders').waitFor();
    await viewportShot(page, 'shell-us-desktop-member-menu');
    await expectNoAxeViolations(page);
    // Escape closes the overlay and gives focus back to its trigger.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => accountTrigger(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Keyboard only: Enter opens the menu; Sign out ends the member session.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await Promise.all([page.waitForEvent('load'), menu.getByRole('button', { name: 'Sign out' }).click()]);
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 15_000 }).toContain('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('rma.memberToken'))).toBeNull();
    await page.getByRole('link', { name: 'Cart, empty' }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the member menu at phone width', async () => {
    const { page, context } = await openPortal(browser, { store: 'us', viewport: 'phone' });
    await signIn(page, MEMBER);
    await expect.poll(() => accountTrigger(page).getAttribute('aria-label'), { timeout: 15_000 }).toContain('Jamie');
    await accountTrigger(page).click();
    await page.getByRole('dialog', { name: 'Welcome back, Jamie' }).waitFor();
    await viewportShot(page, 'shell-us-phone-member-menu');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('hides the membership link from a staff member', async () => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await signIn(page, STAFF);
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 15_000 }).toContain('Sam');
    await accountTrigger(page).click();
    const menu = page.getByRole('dialog', { name: 'Welcome back, Sam' });
    await menu.waitFor();
    const links = menu.getByRole('navigation', { name: 'Your account' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['Orders', 'Profile', 'Contact us']);
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    await viewportShot(page, 'shell-us-desktop-staff-menu');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('keeps the page working when a layout call fails, without a toast', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.route('**/api/layout/footer**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${BASE_URL}/rma/?store=us`);
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Headphones' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('contentinfo').getByRole('link').count()).toBe(0);
    expect(await page.getByText(GENERIC_ERROR).count()).toBe(0);
    await accountTrigger(page).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('shows "We encountered an error. Please try again." when a call fails', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.route('**/api/your-details/customer**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', code: 'genericError', message: GENERIC_ERROR }),
      }),
    );
    await page.goto(`${BASE_URL}/rma/?store=us`);
    await page.getByRole('alert').filter({ hasText: GENERIC_ERROR }).first().waitFor();
    await viewportShot(page, 'shell-us-desktop-error-toast');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('shows the full-page loader with a refresh-page link for a slow load, and at once for a failed one', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    // The confirmation page loads through the full-page loader; hold its call for a while.
    await page.route('**/api/confirmation**', async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"status":"error","code":"genericError","message":"x"}',
      });
    });
    await page.goto(`${BASE_URL}/rma/confirmation?store=us&rmaNo=RMA0000000&rmaId=1`);
    const status = page.getByRole('status').filter({ hasText: 'Taking longer than usual?' });
    await status.getByRole('link', { name: 'Refresh page' }).waitFor({ timeout: 4000 });
    await viewportShot(page, 'shell-us-phone-slow-load');
    await expectNoAxeViolations(page);
    // Then the call fails: the error, a refresh button, and the one toast.
    await page.getByRole('button', { name: 'Refresh page' }).waitFor();
    await page.getByText("This page didn't load").waitFor();
    await page.getByRole('alert').filter({ hasText: GENERIC_ERROR }).first().waitFor();
    expect(await page.getByText(GENERIC_ERROR, { exact: true }).count()).toBe(1);
    await screenshot(page, 'shell-us-phone-failed-load');
    await context.close();
  });
});

describe('maintenance (9 October 2022, 09:00–15:00 GMT+8)', () => {
  it('hides the workspace inside the window and shows the notice', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openAt('us', '2022-10-09T12:00:00+08:00', { viewport });
      const underway = page.getByTestId('maintenance-underway');
      await underway.getByRole('heading', { name: 'Scheduled maintenance' }).waitFor();
      await underway.getByText(/back at 3:00\s?PM/).waitFor();
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Scheduled maintenance | United States');
      // The header stays; the workspace (the home flow) and the chat do not.
      await page.getByRole('banner').waitFor();
      expect(await page.getByRole('heading', { name: 'Mode of contact' }).count()).toBe(0);
      expect(await page.getByTestId('chat-launcher').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `shell-us-${viewport}-maintenance`);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('hides the workspace from 8:30 AM, on every route', async () => {
    const { page, context } = await openAt('de', '2022-10-09T08:45:00+08:00', { path: '/rma/enquiry/return' });
    await page
      .getByTestId('maintenance-underway')
      .getByRole('heading', { name: 'Geplante Wartungsarbeiten' })
      .waitFor();
    await page.getByText(/15:00 Uhr \(GMT\+8\)/).waitFor();
    await context.close();
  });

  it('announces the window the day before, above a working page', async () => {
    const { page, context } = await openAt('jp', '2022-10-08T12:00:00+08:00');
    const notice = page.getByTestId('maintenance-notice');
    await notice.waitFor();
    await notice.getByText(/2022年10月9日.*9:00～15:00（GMT\+8）/).waitFor();
    expect(await page.getByTestId('maintenance-underway').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'shell-jp-desktop-maintenance-notice');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('is back to normal from 3 PM, and /rma/maintenance then says none is planned', async () => {
    const { page, context } = await openAt('us', '2022-10-09T15:00:00+08:00', { path: '/rma/maintenance' });
    await page.getByText('No maintenance is scheduled at the moment.').waitFor();
    expect(await page.getByTestId('maintenance-underway').count()).toBe(0);
    expect(await page.getByTestId('maintenance-notice').count()).toBe(0);
    await page.getByTestId('chat-launcher').waitFor();
    await context.close();
  });

  it('shows the maintenance message on /rma/maintenance before the window', async () => {
    const { page, context } = await openAt('us', '2022-10-09T08:00:00+08:00', { path: '/rma/maintenance' });
    const message = page.getByTestId('maintenance-page');
    await message.getByText(/9 October 2022, 9:00am to 3:00pm GMT\+8/).waitFor();
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('Scheduled maintenance');
    await context.close();
  });
});

describe('Not Found', () => {
  it('shows Not Found inside the shell for an unknown path', async () => {
    const { page, context } = await openPortal(browser, { store: 'us', path: '/rma/no-such-page' });
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.getByRole('banner').waitFor();
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('Not Found');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
