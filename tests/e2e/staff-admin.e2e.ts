/**
 * The console's administration (docs/staff/console.md#administration): the demo admin creates an agent for store
 * uk, who signs in elsewhere; the admin ends the agent's sessions and the agent's next click asks for a sign-in;
 * the admin changes store nordic's refund threshold (no other test reads nordic's settings); the agent turns on
 * two-step sign-in and is asked for a code at the next sign-in. A second admin, created in French, must set up the
 * code first and then sees the same screens in French. At 1280 and 390 px, with axe on every screen. The users
 * are new ones of this file: no demo user's password, language or access is changed.
 */
import { expect, test, type Page } from '@playwright/test';
import staffFr from '../../src/web/staff/i18n/fr.json' with { type: 'json' };
import { BASE_URL, VIEWPORTS, axeViolations, screenshot, unexpectedErrors } from './browser.js';
import { holdAccount } from './locks.js';
import { en, oneTimeCode, openConsole, signIn } from './staff.js';

const RUN = Date.now().toString(36);
const AGENT = { email: `agent.uk.${RUN}@demo.example`, name: 'Una Kingsley', password: 'uk-agent-password-1' };
const ADMIN_FR = { email: `admin.fr.${RUN}@demo.example`, name: 'Camille Admin', password: 'fr-admin-password-1' };
const fr = staffFr;

async function look(page: Page, name: string, fullPage = false) {
  await screenshot(page, name, { fullPage });
  expect(await axeViolations(page)).toEqual([]);
}

/** Signs in with e-mail and password, then the one-time code of `secret` when the account asks for one. */
async function signInWith(page: Page, user: { email: string; password: string }, secret?: string) {
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
  if (secret) {
    await expect(page.locator('input[autocomplete=one-time-code]')).toBeVisible();
    await page.locator('input[autocomplete=one-time-code]').fill(await oneTimeCode(secret));
    await page.locator('form button[type=submit]').click();
  }
  // The shell's header (a dialog that opens by itself has a header too).
  await expect(page.locator('header').first()).toBeVisible();
}

/** Fills the new-user dialog and creates the user. */
async function createUser(page: Page, user: typeof AGENT, role: string, stores: string | null, language: string) {
  await page.getByRole('button', { name: en.admin.users.new }).click();
  const dialog = page.getByRole('dialog', { name: en.admin.users.new });
  await dialog.getByLabel(en.admin.form.email).fill(user.email);
  await dialog.getByLabel(en.admin.form.name).fill(user.name);
  await dialog.getByLabel(en.admin.form.role).selectOption(role);
  if (stores) await dialog.getByRole('checkbox', { name: stores }).check();
  else await dialog.getByRole('radio', { name: en.admin.form.allStores }).check();
  await dialog.getByLabel(en.admin.form.password).fill(user.password);
  await dialog.getByLabel(en.admin.form.language).selectOption(language);
  return dialog;
}

/** Turns on two-step sign-in in the open enrolment dialog; answers the key it showed. */
async function enrol(page: Page, texts: typeof en, shot: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: texts.admin.totp.title });
  await dialog.getByRole('button', { name: texts.admin.totp.start }).click();
  await expect(dialog.getByRole('img', { name: texts.admin.totp.qr })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await look(page, shot);
  await dialog.getByLabel(texts.admin.totp.code).fill(await oneTimeCode(secret));
  await dialog.getByRole('button', { name: texts.admin.totp.confirm }).click();
  await expect(dialog.getByText(texts.admin.totp.doneTitle)).toBeVisible();
  await dialog.getByRole('button', { name: texts.state.close }).first().click();
  return secret;
}

test.describe('the console’s administration', () => {
  // The demo admin's interface language is kept on the account, and the sign-in test switches it to Japanese.
  let release = () => {};
  test.beforeEach(async () => {
    release = await holdAccount('admin');
  });
  test.afterEach(() => release());

  test('an admin creates an agent, ends their sessions, changes a store; the agent enrols a code', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const admin = await openConsole(browser);
    const { page } = admin;
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: en.shell.nav }).getByRole('link', { name: en.admin.nav }).click();
    await expect(page).toHaveURL(/\/staff\/admin\/users$/);
    await expect(page.getByRole('heading', { name: en.admin.users.title, level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: en.admin.users.list });
    await expect(table.getByText('admin@demo.example')).toBeVisible();
    await look(page, 'staff-admin-users-1280');

    // A refused form first: nothing is sent until the contract's checks pass.
    const dialog = await createUser(page, AGENT, 'agent', 'UK · United Kingdom', 'en');
    await dialog.getByLabel(en.admin.form.password).fill('short');
    await dialog.getByRole('button', { name: en.admin.users.create }).click();
    await expect(dialog.getByText('Between 12 and 200 characters.').nth(1)).toBeVisible();
    await look(page, 'staff-admin-create-1280');
    await dialog.getByLabel(en.admin.form.password).fill(AGENT.password);
    await dialog.getByRole('button', { name: en.admin.users.create }).click();
    await expect(dialog).toBeHidden();
    const agentRow = table.getByRole('row').filter({ hasText: AGENT.email });
    await expect(agentRow).toContainText('UK');

    // The agent signs in in a browser of their own.
    const agent = await openConsole(browser);
    await signInWith(agent.page, AGENT);
    await expect(agent.page.getByRole('navigation', { name: en.shell.nav })).toBeVisible();

    // The admin ends the agent's sessions; the agent's next click lands on the sign-in page.
    await agentRow.getByRole('button', { name: `End sessions of ${AGENT.name}` }).click();
    const end = page.getByRole('dialog', { name: en.admin.access.endSessions });
    await end.getByRole('button', { name: en.admin.access.endSessions }).click();
    await expect(page.getByText(`1 session of ${AGENT.name} ended.`)).toBeVisible();
    await agent.page.getByRole('link', { name: en.mail.nav }).click();
    await expect(agent.page).toHaveURL(/\/staff\/sign-in\?next=%2Fmail$/);

    // The admin changes store nordic's refund threshold, and it is still there after a reload.
    await page
      .getByRole('navigation', { name: en.admin.sections })
      .getByRole('link', { name: en.admin.stores.title })
      .click();
    await page.getByLabel(en.admin.stores.store).selectOption('nordic');
    await expect(page).toHaveURL(/\/staff\/admin\/stores\?store=nordic$/);
    const threshold = page.getByLabel(en.admin.stores.refundThreshold.replace('{{currency}}', 'EUR'));
    const next = String(Number(await threshold.inputValue()) + 25);
    await threshold.fill(next);
    await page.getByRole('button', { name: en.admin.stores.save }).click();
    await expect(page.getByText(en.admin.stores.savedNote, { exact: true })).toBeVisible();
    await page.reload();
    await expect(threshold).toHaveValue(next);
    await expect(page.getByText(/^Last saved /)).toBeVisible();
    await look(page, 'staff-admin-stores-1280', true);

    // The agent signs in again and turns on two-step sign-in; the next sign-in asks for a code.
    await signInWith(agent.page, AGENT);
    await agent.page.getByRole('button', { name: new RegExp(en.role.agent) }).click();
    await agent.page.getByRole('menuitem', { name: en.admin.totp.menu }).click();
    const secret = await enrol(agent.page, en, 'staff-admin-totp-1280');
    await agent.page.getByRole('button', { name: new RegExp(en.role.agent) }).click();
    await expect(agent.page.getByRole('menuitem', { name: en.admin.totp.menu })).toHaveCount(0);
    await agent.page.getByRole('menuitem', { name: en.shell.signOut }).click();
    await expect(agent.page).toHaveURL(/\/staff\/sign-in/);
    await signInWith(agent.page, AGENT, secret);
    expect(unexpectedErrors(agent.errors)).toEqual([]);
    await agent.close();

    // On a phone: the users as cards, the store's settings.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${BASE_URL}/staff/admin/users`);
    const cards = page.getByRole('list', { name: en.admin.users.list });
    await expect(cards.getByRole('listitem').filter({ hasText: AGENT.email })).toContainText(en.admin.users.totpOn);
    await look(page, 'staff-admin-users-390');
    await page.goto(`${BASE_URL}/staff/admin/stores?store=nordic`);
    await expect(threshold).toHaveValue(next);
    await look(page, 'staff-admin-stores-390', true);
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await admin.close();
  });

  test('a new admin, created in French, sets up the code first and manages in French', async ({ browser }) => {
    test.setTimeout(300_000);
    const admin = await openConsole(browser, { viewport: 'phone' });
    await signIn(admin.page, 'admin');
    await admin.page.goto(`${BASE_URL}/staff/admin/users`);
    const dialog = await createUser(admin.page, ADMIN_FR, 'admin', null, 'fr');
    await expect(dialog.getByText(en.admin.form.codeAtFirstSignIn)).toBeVisible();
    await look(admin.page, 'staff-admin-create-390');
    await dialog.getByRole('button', { name: en.admin.users.create }).click();
    await expect(dialog).toBeHidden();
    await admin.close();

    const { page, errors, close } = await openConsole(browser, { viewport: 'phone' });
    await signInWith(page, ADMIN_FR);
    // Nothing else is open to an admin without a code: the dialog opens by itself, in the account's language.
    await expect(page.getByRole('dialog', { name: fr.admin.totp.title })).toBeVisible();
    await expect(page.getByText(fr.admin.totp.required)).toBeVisible();
    await enrol(page, fr as unknown as typeof en, 'staff-admin-totp-fr-390');

    for (const width of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[width]);
      await page.goto(`${BASE_URL}/staff/admin/users`);
      await expect(page.getByRole('heading', { name: fr.admin.users.title, level: 1 })).toBeVisible();
      await expect(page.getByText(ADMIN_FR.email)).toBeVisible();
      await look(page, `staff-admin-users-fr-${VIEWPORTS[width].width}`);
      await page.getByRole('button', { name: fr.admin.users.editUser.replace('{{name}}', ADMIN_FR.name) }).click();
      await expect(page.getByText(fr.admin.edit.own)).toBeVisible();
      await look(page, `staff-admin-edit-fr-${VIEWPORTS[width].width}`);
      await page.keyboard.press('Escape');
      await page.goto(`${BASE_URL}/staff/admin/stores?store=pl`);
      await expect(page.getByRole('heading', { name: fr.admin.stores.title, level: 1 })).toBeVisible();
      await expect(page.getByLabel(fr.admin.stores.refundThreshold.replace('{{currency}}', 'PLN'))).toBeVisible();
      await look(page, `staff-admin-stores-fr-${VIEWPORTS[width].width}`, true);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await close();
  });
});
