/**
 * The page shell (issue 4): header, product and side menus, account menu and sign-in, cart badge, footer, the
 * support chat, maintenance, and the common feedback (error toast). Writes screenshots of each state to
 * ./screenshots for people to look at. Signs in with the demo members member.us@example.com and
 * staff.us@example.com (password demo-password); nothing here changes demo data other tests read, apart from
 * support-chat messages, which no other test reads.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import {
  BASE_URL,
  VIEWPORTS,
  axeViolations,
  collectErrors,
  openPortal,
  screenshot,
  unexpectedErrors,
} from './browser.js';
import { holdChatWithNobodyOnline } from './locks.js';

const GENERIC_ERROR = 'We encountered an error. Please try again.';
const MEMBER = 'member.us@example.com';
const STAFF = 'staff.us@example.com';
const PASSWORD = 'demo-password';

/** A fresh context like openPortal's, but with the page's clock and time zone set before the first load. */
async function openAt(
  browser: Browser,
  store: Store,
  now: string,
  options: { path?: string; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    timezoneId: 'Asia/Singapore',
  });
  const page = await context.newPage();
  const errors = collectErrors(page, { console: false });
  await page.clock.setFixedTime(new Date(now));
  await page.goto(`${BASE_URL}${options.path ?? '/rma/'}?store=${store}`);
  return { context, page, errors };
}

/**
 * A screenshot of what is on screen. Overlays (the account menu, the chat panel, the side menu) are fixed to the
 * viewport, and a full-page capture would draw them where they never are; these states use this one.
 */
async function viewportShot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: false });
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
  const frame = page.locator('iframe[src*="/store/account/signup"]').contentFrame();
  await frame.locator('#email').fill(email);
  await frame.locator('#password').fill(PASSWORD);
  await Promise.all([page.waitForEvent('load'), frame.locator('button[type="submit"]').click()]);
}

test.describe('page shell', () => {
  test('shows the header, menus, cart and footer of a chat store (us), with its chat', async ({ browser }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'us', viewport });
      await expect(page).toHaveTitle(/United States/);
      // The header has rendered (its cart link), so the store links are either shown or hidden by now.
      const cart = page.getByRole('link', { name: /^Cart/ });
      await expect(cart).toHaveAttribute('href', 'https://www.example.com/us/shoppingcart');
      // Links to the main store on the store's own site.
      for (const [name, path] of [
        ['Shop', '/sxfi'],
        ['Sale', '/sale'],
        ['Help', '/help'],
      ] as const) {
        const link = page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name });
        if (viewport === 'desktop') await expect(link).toHaveAttribute('href', `https://www.example.com/us${path}`);
        else await expect(link).toBeHidden();
      }
      // The footer comes from the layout call.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
      if (viewport === 'desktop') {
        await expect(
          page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Headphones' }),
        ).toBeVisible();
      }
      await expect(page.getByTestId('chat-launcher')).toBeVisible();
      await expect(accountTrigger(page)).toContainText(viewport === 'desktop' ? 'Sign in' : '');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `shell-us-${viewport}`);
      await expectNoAxeViolations(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  test('has no chat in a non-chat store (de), and speaks German', async ({ browser }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'de', viewport });
      await expect(page).toHaveTitle(/Germany/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' })).toBeVisible();
      if (viewport === 'desktop') {
        const help = page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Hilfe' });
        await expect(help).toHaveAttribute('href', 'https://www.example.com/de/help');
        await expect(accountTrigger(page)).toContainText('Anmelden');
      }
      await page.waitForLoadState('networkidle');
      // The header the chat would sit in has rendered: no launcher and no open overlay.
      await expect(accountTrigger(page)).toBeVisible();
      await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await screenshot(page, `shell-de-${viewport}`);
      await expectNoAxeViolations(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  test('looks finished in Japanese (jp) at both widths', async ({ browser }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'jp', viewport });
      await expect(page).toHaveTitle(/Japan/);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(accountTrigger(page)).toBeVisible();
      await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
      await screenshot(page, `shell-jp-${viewport}`);
      await expectNoAxeViolations(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  test('opens the side menu as a drawer, closes it with Escape and gives focus back to its button', async ({
    browser,
  }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context } = await openPortal(browser, { store: 'us', viewport });
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Returns and repairs' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Warranty' })).toBeVisible();
      if (viewport === 'phone') await expect(drawer.getByRole('link', { name: 'Headphones' })).toBeVisible();
      await viewportShot(page, `shell-us-${viewport}-side-menu`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(burger).toBeFocused();
      await context.close();
    }
  });

  test('chats with support in store us: sends, shows what was sent, closes with Escape', async ({ browser }) => {
    // The staff inbox's browser test puts an agent online in us; this one needs nobody online.
    const release = await holdChatWithNobodyOnline('us');
    try {
      await chatWithNobodyOnline(browser);
    } finally {
      release();
    }
  });

  async function chatWithNobodyOnline(browser: Browser) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openPortal(browser, { store: 'us', viewport });
      const launcher = page.getByTestId('chat-launcher');
      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'Online chat' });
      await expect(panel).toBeVisible();
      // No agent is online in the test portal: the chat says so and is the message form.
      await expect(panel.getByText(/Nobody is online to chat right now/)).toBeVisible();
      const box = panel.getByRole('textbox', { name: 'Your message' });
      await expect(box).toBeFocused();
      // An empty message is not sent.
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect(panel.getByText('Please enter your message.')).toBeVisible();
      await box.fill(`My speaker crackles at high volume (${viewport}).`);
      // Without details, support needs an address to reply to.
      await box.press('Enter');
      await expect(panel.getByText('Please enter your email address.')).toBeVisible();
      await panel.getByRole('textbox', { name: 'Your email address, so we can reply' }).fill('chatter@example.com');
      await box.press('Enter');
      await expect(panel.getByText(`My speaker crackles at high volume (${viewport}).`)).toBeVisible();
      await expect(panel.getByText('Sent', { exact: true })).toBeVisible();
      await expect(panel.getByText(/Our team will reply by email within 2 business days/)).toBeVisible();
      await viewportShot(page, `shell-us-${viewport}-chat-open`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  }

  test("opens the chat from the home step's online-chat mode of contact, leaving focus where it was", async ({
    browser,
  }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    const radio = page.getByRole('radio', { name: 'Online chat' });
    await radio.check();
    const panel = page.getByRole('dialog', { name: 'Online chat' });
    await expect(panel).toBeVisible();
    await expect(radio).toBeFocused();
    await page.getByRole('radio', { name: 'Email' }).check();
    await expect(panel).toBeHidden();
    await context.close();
  });

  test('signs a member in through the store frame, shows the account menu, and signs out', async ({ browser }) => {
    const { page, context, errors } = await openPortal(browser, { store: 'us' });
    // The guest's overlay is the sign-in frame.
    await accountTrigger(page).click();
    const overlay = page.getByRole('dialog', { name: 'Sign in' });
    await expect(overlay).toBeVisible();
    await expect(page.frameLocator('iframe[src*="/store/account/signup"]').locator('#email')).toBeVisible();
    await viewportShot(page, 'shell-us-desktop-sign-in-frame');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await signIn(page, MEMBER);
    await expect(accountTrigger(page)).toContainText('Jamie');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rma.memberToken'))).toBeTruthy();
    // The cart badge counts the member's cart (2 items in the demo data).
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expectNoAxeViolations(page);

    await accountTrigger(page).click();
    const menu = page.getByRole('dialog', { name: 'Welcome back, Jamie' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation', { name: 'Your account' }).getByRole('link');
    await expect(links).toHaveText(['Orders', 'Membership', 'Profile', 'Contact us']);
    await expect(menu.getByRole('link', { name: 'Membership' })).toHaveAttribute(
      'href',
      'https://www.example.com/us/account/membership',
    );
    await expect(menu.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      'https://www.example.com/us/account/orders',
    );
    await expect(menu.getByText('Recent orders')).toBeVisible();
    await viewportShot(page, 'shell-us-desktop-member-menu');
    await expectNoAxeViolations(page);
    // Escape closes the overlay and gives focus back to its trigger.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountTrigger(page)).toBeFocused();

    // Keyboard only: Enter opens the menu; Sign out ends the member session.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await Promise.all([page.waitForEvent('load'), menu.getByRole('button', { name: 'Sign out' }).click()]);
    await expect(accountTrigger(page)).toContainText('Sign in');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rma.memberToken'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('shows the member menu at phone width', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us', viewport: 'phone' });
    await signIn(page, MEMBER);
    await expect(accountTrigger(page)).toHaveAttribute('aria-label', /Jamie/);
    await accountTrigger(page).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back, Jamie' })).toBeVisible();
    await viewportShot(page, 'shell-us-phone-member-menu');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('shows the whole sign-in form at phone width in German, also with a message under it', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'de', viewport: 'phone' });
    await accountTrigger(page).click();
    const frameElement = page.locator('iframe[src*="/store/account/signup"]');
    const frame = frameElement.contentFrame();
    const button = frame.locator('button[type="submit"]');
    await expect(button).toBeVisible();
    // The frame is as tall as its page: its button is wholly inside it, and on the screen, without scrolling.
    const wholeButton = async () => {
      const [outer, inner] = await Promise.all([frameElement.boundingBox(), button.boundingBox()]);
      expect(outer && inner).toBeTruthy();
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    };
    await expect(async () => wholeButton()).toPass();
    await viewportShot(page, 'shell-de-phone-sign-in-frame');
    // A refused sign-in writes its message above the button; the frame grows with it.
    await frame.locator('#email').fill(MEMBER);
    await frame.locator('#password').fill('not-the-password');
    await button.click();
    await expect(frame.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await expect(async () => wholeButton()).toPass();
    await viewportShot(page, 'shell-de-phone-sign-in-refused');
    await context.close();
  });

  test('hides the membership link from a staff member', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await signIn(page, STAFF);
    await expect(accountTrigger(page)).toContainText('Sam');
    await accountTrigger(page).click();
    const menu = page.getByRole('dialog', { name: 'Welcome back, Sam' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation', { name: 'Your account' }).getByRole('link');
    await expect(links).toHaveText(['Orders', 'Profile', 'Contact us']);
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await viewportShot(page, 'shell-us-desktop-staff-menu');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('keeps the page working when a layout call fails, without a toast', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.route('**/api/layout/footer**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const footerFailed = page.waitForResponse('**/api/layout/footer**');
    await page.goto(`${BASE_URL}/rma/?store=us`);
    await expect(
      page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Headphones' }),
    ).toBeVisible();
    // The failed answer has arrived and the page is on screen, without the footer's links and without a toast.
    expect((await footerFailed).status()).toBe(500);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
    await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
    await accountTrigger(page).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('shows "We encountered an error. Please try again." when a call fails', async ({ browser }) => {
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
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR }).first()).toBeVisible();
    await viewportShot(page, 'shell-us-desktop-error-toast');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('shows the full-page loader with a refresh-page link for a slow load, and at once for a failed one', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    // The confirmation page loads through the full-page loader; hold its call until the slow-load link has been seen
    // (a fixed hold raced the page's start on a slow machine: the call failed before the link showed).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/confirmation**', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"status":"error","code":"genericError","message":"x"}',
      });
    });
    await page.goto(`${BASE_URL}/rma/confirmation?store=us&rmaNo=RMA0000000&rmaId=1`);
    const status = page.getByRole('status').filter({ hasText: 'Taking longer than usual?' });
    await expect(status.getByRole('link', { name: 'Refresh page' })).toBeVisible({ timeout: 15_000 });
    await viewportShot(page, 'shell-us-phone-slow-load');
    await expectNoAxeViolations(page);
    // Then the call fails: the error, a refresh button, and the one toast.
    release();
    await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    await expect(page.getByText("This page didn't load")).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR }).first()).toBeVisible();
    await expect(page.getByText(GENERIC_ERROR, { exact: true })).toHaveCount(1);
    await screenshot(page, 'shell-us-phone-failed-load');
    await context.close();
  });
});

test.describe('maintenance (9 October 2022, 09:00–15:00 GMT+8)', () => {
  test('hides the workspace inside the window and shows the notice', async ({ browser }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await openAt(browser, 'us', '2022-10-09T12:00:00+08:00', { viewport });
      const underway = page.getByTestId('maintenance-underway');
      await expect(underway.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
      await expect(underway.getByText(/back at 3:00\s?PM/)).toBeVisible();
      await expect(page).toHaveTitle('Scheduled maintenance | United States');
      // The header stays; the workspace (the home flow) and the chat do not.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mode of contact' })).toHaveCount(0);
      await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `shell-us-${viewport}-maintenance`);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('hides the workspace from 8:30 AM, on every route', async ({ browser }) => {
    const { page, context } = await openAt(browser, 'de', '2022-10-09T08:45:00+08:00', { path: '/rma/enquiry/return' });
    await expect(
      page.getByTestId('maintenance-underway').getByRole('heading', { name: 'Geplante Wartungsarbeiten' }),
    ).toBeVisible();
    await expect(page.getByText(/15:00 Uhr \(GMT\+8\)/)).toBeVisible();
    await context.close();
  });

  test('announces the window the day before, above a working page', async ({ browser }) => {
    const { page, context } = await openAt(browser, 'jp', '2022-10-08T12:00:00+08:00');
    const notice = page.getByTestId('maintenance-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByText(/2022年10月9日.*9:00～15:00（GMT\+8）/)).toBeVisible();
    await expect(page.getByTestId('maintenance-underway')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'shell-jp-desktop-maintenance-notice');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('is back to normal from 3 PM, and /rma/maintenance then says none is planned', async ({ browser }) => {
    const { page, context } = await openAt(browser, 'us', '2022-10-09T15:00:00+08:00', { path: '/rma/maintenance' });
    await expect(page.getByText('No maintenance is scheduled at the moment.')).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
    await expect(page.getByTestId('maintenance-underway')).toHaveCount(0);
    await expect(page.getByTestId('maintenance-notice')).toHaveCount(0);
    await context.close();
  });

  test('shows the maintenance message on /rma/maintenance before the window', async ({ browser }) => {
    const { page, context } = await openAt(browser, 'us', '2022-10-09T08:00:00+08:00', { path: '/rma/maintenance' });
    const message = page.getByTestId('maintenance-page');
    await expect(message.getByText(/9 October 2022, 9:00am to 3:00pm GMT\+8/)).toBeVisible();
    await expect(page).toHaveTitle(/Scheduled maintenance/);
    await context.close();
  });
});

test.describe('Not Found', () => {
  test('shows Not Found inside the shell for an unknown path', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us', path: '/rma/no-such-page' });
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/Not Found/);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
