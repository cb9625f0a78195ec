/**
 * The console's mail view and audit log (docs/staff/mail.md, docs/staff/audit.md): a customer of store de sends a
 * contact-us message through /rma, and a supervisor finds the acknowledgement in the mail view, in German, as HTML
 * and as plain text; then finds their own sign-in in the audit log. At 1280 and 390 px, with axe on both screens.
 * The customer's order DE1000103 is used by no other test file (a contact message makes no RMA of it anyway).
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_NATIVE_NAME } from '../../src/shared/languages.js';
import requestDe from '../../src/web/i18n/request/de.json' with { type: 'json' };
import { BASE_URL, VIEWPORTS, axeViolations, collectErrors, screenshot, unexpectedErrors } from './browser.js';
import { api, chooseProducts, withDetails } from './customer.js';
import { STAFF, en, openConsole, signIn } from './staff.js';

const CUSTOMER = 'alex.de@example.com';
/** The acknowledgement's subject as a German customer reads it. */
const GERMAN_SUBJECT = 'Wir haben Ihre Nachricht erhalten';

/** Sends a contact-us message from the request step in store de, in the browser, and answers its text. */
async function contactUsInGerman(page: Page): Promise<string> {
  const { token } = await api<{ token: string }>('your-details/authenticate?store=de', { method: 'POST' });
  const session = await withDetails({ store: 'de', token }, CUSTOMER, 'Mila', 'Mailview');
  await chooseProducts(session, 'DE1000103', 2, [0]);
  await page.context().addInitScript(
    ([token]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('rma.token', token!);
      localStorage.setItem('rma.store', 'de');
    },
    [session.token],
  );
  await page.goto(`${BASE_URL}/rma/?store=de`);
  const section = page.locator('section[aria-labelledby="your-request-title"]');
  await section.getByRole('checkbox', { name: requestDe.service.contact }).check();
  const message = `Wo finde ich den Treiber für mein Headset? (${Date.now()})`;
  await section.getByRole('textbox', { name: requestDe.contact.label }).fill(message);
  await section.getByRole('button', { name: requestDe.submit }).click();
  await page.waitForURL(/\/rma\/contact-us-success/);
  return message;
}

async function look(page: Page, name: string, width: 'desktop' | 'phone') {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-${VIEWPORTS[width].width}`);
  // The e-mail's own HTML is in a sandboxed frame without scripts: the console around it is what axe checks.
  expect(await axeViolations(page, { excludeFrames: true })).toEqual([]);
}

test.describe('the console’s mail view and audit log', () => {
  test('a supervisor reads the German acknowledgement of a contact message, and their own sign-in', async ({
    browser,
  }) => {
    // Two widths of two screens with axe on each, and a one-time code: the longest browser test by far.
    test.slow();
    const customer = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const customerPage = await customer.newPage();
    const message = await contactUsInGerman(customerPage);
    await customer.close();

    const { page, errors, close } = await openConsole(browser);
    await signIn(page, 'supervisor');
    const subject = GERMAN_SUBJECT;

    for (const width of ['desktop', 'phone'] as const) {
      await page.setViewportSize(VIEWPORTS[width]);
      await page.goto(`${BASE_URL}/staff/`);
      if (width === 'desktop') await page.getByRole('link', { name: en.mail.nav }).click();
      else await page.goto(`${BASE_URL}/staff/mail`);
      await expect(page.getByRole('heading', { name: en.mail.title, level: 1 })).toBeVisible();
      await page.getByLabel(en.mail.filter.store).selectOption('de');
      await page.getByLabel(en.mail.filter.recipient).fill(CUSTOMER);
      await page.getByRole('button', { name: en.mail.filter.search }).click();
      await expect(page).toHaveURL(/store=de/);
      await expect(page).toHaveURL(/q=alex\.de%40example\.com/);
      const list = page.getByRole('list', { name: en.mail.list });
      const mail = list.getByRole('link').filter({ hasText: subject }).first();
      await expect(mail).toBeVisible();
      await look(page, 'staff-mail-list', width);
      await mail.click();

      await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
      await expect(page.getByText(`${LANGUAGE_NATIVE_NAME.de} (de)`)).toBeVisible();
      await expect(page.getByText(CUSTOMER, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      const frame = page.frameLocator(`iframe[title="${en.mail.htmlFrame.replace('{{subject}}', subject)}"]`);
      await expect(frame.getByText(message)).toBeVisible();
      await expect(frame.getByText('Guten Tag Mila', { exact: false })).toBeVisible();
      await look(page, 'staff-mail-html', width);
      await page.getByRole('tab', { name: en.mail.text }).click();
      await expect(
        page.getByRole('tabpanel', { name: en.mail.text }).getByText(message, { exact: false }),
      ).toBeVisible();
      await look(page, 'staff-mail-text', width);
      if (width === 'phone') {
        await page.getByRole('link', { name: en.mail.backToList }).click();
        await expect(page.getByRole('list', { name: en.mail.list })).toBeVisible();
      }

      await page.goto(`${BASE_URL}/staff/audit`);
      await expect(page.getByRole('heading', { name: en.audit.title, level: 1 })).toBeVisible();
      await page.getByLabel(en.audit.filter.actor).fill(STAFF.supervisor.email);
      await page.getByLabel(en.audit.filter.action).selectOption('staff.sign-in');
      await page.getByRole('button', { name: en.audit.filter.apply }).click();
      await expect(page).toHaveURL(/action=staff\.sign-in/);
      const entries =
        width === 'desktop'
          ? page.getByRole('table', { name: en.audit.entries })
          : page.getByRole('list', { name: en.audit.entries });
      await expect(entries.getByText(en.audit.action.staff['sign-in']).first()).toBeVisible();
      await expect(entries.getByText(STAFF.supervisor.email).first()).toBeVisible();
      await look(page, 'staff-audit', width);
      // Everything the console did, unfiltered: the newest entry is again this supervisor's sign-in or later.
      await page.getByRole('button', { name: en.audit.filter.clear }).click();
      await expect(page).toHaveURL(/\/staff\/audit$/);
      await look(page, 'staff-audit-all', width);
    }
    // openConsole's init script sets the console's language in every frame; in the e-mail's frame it is refused,
    // which is the sandbox at work (no same-origin access). Nothing else may have failed.
    const sandboxRefusal = /The document is sandboxed and lacks the 'allow-same-origin' flag/;
    expect(errors.some((e) => sandboxRefusal.test(e))).toBe(true);
    expect(unexpectedErrors(errors).filter((e) => !sandboxRefusal.test(e))).toEqual([]);
    await close();
  });
});

test('the mail view’s frame runs no script and the policy stays strict', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  const response = await page.goto(`${BASE_URL}/staff/sign-in`);
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  // The same sandbox as the mail view's frame: a script in an e-mail does not run.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    frame.srcdoc = '<p id="p">mail</p><script>parent.document.title = "ran"</script>';
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  expect(await page.title()).not.toBe('ran');
  expect(unexpectedErrors(errors).filter((e) => !/sandbox|script/i.test(e))).toEqual([]);
  await context.close();
});
