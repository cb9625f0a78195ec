/**
 * The staff console's sign-in and shell (docs/staff/console.md#sign-in): the demo staff users, the one-time code
 * step, the refusals, the language picked before sign-in, sign-out; axe on each screen, at 1280 and 390 px.
 */
import { expect, test } from '@playwright/test';
import staffJp from '../../src/web/staff/i18n/jp.json' with { type: 'json' };
import { axeViolations, screenshot, unexpectedErrors } from './browser.js';
import { holdAccount } from './locks.js';
import { backToEnglish, en, openConsole, signIn } from './staff.js';

test.describe('staff sign-in', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`an agent signs in, sees the shell, and signs out (${viewport})`, async ({ browser }) => {
      const { page, errors, close } = await openConsole(browser, { viewport, path: '/rmas/none' });
      await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Frmas%2Fnone$/);
      await expect(page.getByRole('heading', { name: en.signIn.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `staff-sign-in-${viewport}`);

      await page.locator('input[type=email]').fill('agent@demo.example');
      await page.locator('input[type=password]').fill('not-the-password');
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('alert')).toContainText(en.signIn.error.invalidCredentials);
      expect(await axeViolations(page)).toEqual([]);

      await signIn(page, 'agent');
      // Back where the user was going: an RMA that does not exist says so.
      await expect(page).toHaveURL(/\/staff\/rmas\/none$/);
      // An agent's screens: the queues and the mail view, never the audit log (supervisors and admins).
      const nav = page.getByRole('navigation', { name: en.shell.nav });
      await expect(nav.getByRole('link', { name: en.shell.queues })).toBeVisible();
      await expect(nav.getByRole('link', { name: en.mail.nav })).toBeVisible();
      await expect(nav.getByRole('link', { name: en.audit.nav })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      // Who is signed in: the console's name beside the user's button, on the phone too (initials there, the name
      // in the menu).
      const brand = page.getByRole('banner').getByRole('link', { name: en.app.name });
      await expect(brand).toBeVisible();
      // Whole, not cut to an ellipsis (a phone shows the short name, app.shortName).
      expect(await brand.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
      const user = page.getByRole('button', { name: 'Alex Agent, Agent' });
      await expect(user).toContainText(viewport === 'phone' ? 'AA' : 'Alex Agent');
      await user.click();
      await expect(page.getByRole('menu').getByText('Alex Agent', { exact: true })).toBeVisible();
      await screenshot(page, `staff-shell-menu-${viewport}`, { fullPage: false });
      await page.getByRole('menuitem', { name: en.shell.signOut }).click();
      await expect(page).toHaveURL(/\/staff\/sign-in/);
      await page.goto(page.url().replace(/\/sign-in.*$/, '/'));
      await expect(page).toHaveURL(/\/staff\/sign-in/);
      expect(unexpectedErrors(errors)).toEqual([]);
      await close();
    });
  }

  test('an admin gives the one-time code, in the language picked before signing in', async ({ browser }) => {
    // The language is kept on the account: the administration test signs the demo admin in too.
    const release = await holdAccount('admin');
    const { page, errors, close } = await openConsole(browser, { viewport: 'phone' });
    await page.getByLabel(en.language.label).selectOption('jp');
    await expect(page.getByRole('heading', { name: staffJp.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.locator('input[type=email]').fill('admin@demo.example');
    await page.locator('input[type=password]').fill('demo-admin-password');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('heading', { name: staffJp.signIn.codeTitle })).toBeVisible();
    await page.locator('input[autocomplete=one-time-code]').fill('000000');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('alert')).toContainText(staffJp.signIn.error.invalidCode);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-sign-in-code-jp-phone');
    await page.getByRole('button', { name: staffJp.signIn.back }).click();
    await page.locator('input[type=password]').fill('demo-admin-password');
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: new RegExp(staffJp.role.admin) })).toBeVisible();
    // The language picked before signing in is kept on the account: a new page load is still in Japanese.
    await page.reload();
    await expect(page.getByRole('link', { name: staffJp.shell.queues })).toBeVisible();
    await backToEnglish(page, staffJp.language.label);
    await expect(page.getByRole('link', { name: en.shell.queues })).toBeVisible();
    release();
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });
});
