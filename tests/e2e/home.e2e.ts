/**
 * The home flow in a real browser with the demo data (docs/demo-data.md): mode of contact, your details,
 * your products (estore and retail), the RMA status look-up with its timeline, and the wizard step across
 * a reload. Nothing here submits a request, so the demo RMAs and serials stay as they are for other files.
 * Screenshots of every step in us, jp, tw and de at 1280 and 390 px go to ./screenshots/home-*.png.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import en from '../../src/web/i18n/home/en.json' with { type: 'json' };
import jp from '../../src/web/i18n/home/jp.json' with { type: 'json' };
import tw from '../../src/web/i18n/home/tw.json' with { type: 'json' };
import de from '../../src/web/i18n/home/de.json' with { type: 'json' };
import productsEn from '../../src/web/i18n/products/en.json' with { type: 'json' };
import productsJp from '../../src/web/i18n/products/jp.json' with { type: 'json' };
import productsTw from '../../src/web/i18n/products/tw.json' with { type: 'json' };
import productsDe from '../../src/web/i18n/products/de.json' with { type: 'json' };
import rmaEn from '../../src/web/i18n/rma/en.json' with { type: 'json' };
import rmaJp from '../../src/web/i18n/rma/jp.json' with { type: 'json' };
import rmaTw from '../../src/web/i18n/rma/tw.json' with { type: 'json' };
import rmaDe from '../../src/web/i18n/rma/de.json' with { type: 'json' };
import messagesEn from '../../src/shared/messages/en.json' with { type: 'json' };
import messagesJp from '../../src/shared/messages/jp.json' with { type: 'json' };
import messagesTw from '../../src/shared/messages/tw.json' with { type: 'json' };
import messagesDe from '../../src/shared/messages/de.json' with { type: 'json' };
import { axeViolations, openPortal, screenshot, unexpectedErrors, VIEWPORTS } from './browser.js';
import { enterPurchaseDate } from './customer.js';

interface Texts {
  home: typeof en;
  /** Either shape: Japanese and Chinese have one plural form where English has two (daysLeft_other, no _one). */
  products: typeof productsEn | typeof productsJp;
  rma: typeof rmaEn;
  messages: typeof messagesEn;
}
const TEXTS: Partial<Record<Store, Texts>> = {
  us: { home: en, products: productsEn, rma: rmaEn, messages: messagesEn },
  uk: { home: en, products: productsEn, rma: rmaEn, messages: messagesEn },
  jp: { home: jp, products: productsJp, rma: rmaJp, messages: messagesJp },
  tw: { home: tw, products: productsTw, rma: rmaTw, messages: messagesTw },
  de: { home: de, products: productsDe, rma: rmaDe, messages: messagesDe },
};
const texts = (store: Store) => TEXTS[store]!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`);

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, what).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `home-${name}`);
}

/** Chooses e-mail as the mode of contact and fills in the details; Next moves to the products step. */
async function enterDetails(
  page: Page,
  store: Store,
  details: { firstName?: string; lastName?: string; email: string; pid?: string },
) {
  const t = texts(store).home;
  await page.getByRole('radio', { name: exactly(t.contact.email) }).check();
  await page.getByLabel(t.details.firstName, { exact: true }).fill(details.firstName ?? 'Alex');
  await page.getByLabel(t.details.lastName, { exact: true }).fill(details.lastName ?? 'Doe');
  await page.getByRole('main').getByLabel(t.details.email, { exact: true }).fill(details.email);
  if (details.pid !== undefined) await page.getByLabel(t.details.pid, { exact: false }).fill(details.pid);
  await page.getByRole('button', { name: /^(Next|次へ|下一步|Weiter)$/ }).click();
  await expect(page.getByRole('heading', { name: t.products.title })).toBeVisible();
}

async function findOrder(page: Page, store: Store, orderNumber: string) {
  const t = texts(store).products;
  await page.getByLabel(t.order.number, { exact: false }).fill(orderNumber);
  await page.getByRole('button', { name: t.order.find }).click();
  await expect(
    page.getByText(t.order.showing.replace('{{orderNumber}}', orderNumber), { exact: false }).first(),
  ).toBeVisible();
}

/** The home flow, marked with the step it shows (`data-wizard-step`: the server's step, see HomePage). */
function wizardStep(page: Page) {
  return page.locator('[data-wizard-step]');
}

/** A finished step folded into its one-line summary (with "Change"). */
function summary(page: Page, step: 'details' | 'products') {
  return page.locator(`[data-step-summary="${step}"]`);
}

/** The wizard's request step (its region holds the request section, which carries the same name). */
function requestRegion(page: Page, store: Store) {
  return page.getByRole('region', { name: texts(store).home.request.region }).first();
}

function selectBox(page: Page, store: Store, name: string) {
  return page.getByRole('checkbox', { name: texts(store).products.selectProduct.replace('{{name}}', name) });
}

/** Clicks a product's selection box and waits for the server's answer to show. */
async function toggle(page: Page, store: Store, name: string, checked: boolean) {
  const box = selectBox(page, store, name);
  await box.click();
  await expect(box).toBeChecked({ checked });
}

/** Chooses where the product was bought; the radio shows the server's answer, so this waits for it. */
async function chooseSource(page: Page, store: Store, source: 'estore' | 'retail') {
  const radio = page.getByRole('radio', { name: texts(store).products.source[source], exact: true });
  await radio.click();
  await expect(radio).toBeChecked();
}

async function chooseEnquiry(page: Page, store: Store, option: '1' | '2' | '4') {
  await page.getByRole('radio', { name: new RegExp(escape(texts(store).home.enquiry.option[option])) }).click();
}

async function lookUpRma(page: Page, store: Store, rmaNo: string) {
  const t = texts(store).rma;
  const input = page.getByRole('combobox', { name: t.status.rmaNumber });
  await input.fill(rmaNo);
  await page.getByRole('button', { name: t.status.check }).click();
  await expect(page.getByRole('heading', { name: t.rmaDetail.title.replace('{{rmaNo}}', rmaNo) })).toBeVisible();
}

/** The timeline's steps as the customer reads them: label, and whether done. */
async function timelineSteps(page: Page) {
  return page.locator('ol[aria-label] > li').evaluateAll((items) =>
    items.map((li) => ({
      text: (li.querySelector('[data-step-label]')?.textContent ?? '').trim(),
      active: li.hasAttribute('data-active'),
      current: li.getAttribute('aria-current') === 'step',
    })),
  );
}

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('home flow', () => {
  test('takes a guest return in us up to the request step', async ({ browser }) => {
    const { page, context, errors } = await openPortal(browser, { store: 'us' });
    const t = en;
    await expect(page.getByRole('heading', { name: t.details.title })).toBeVisible();
    // The store's own country is chosen, in the browser's own select.
    await expect(page.getByRole('combobox', { name: t.details.country }).locator('option:checked')).toHaveText(
      'United States',
    );
    await shoot(page, 'us-desktop-1-details');
    await expectNoAxeViolations(page, 'details step');

    // Next without a mode of contact, then without details: the messages of docs/rules/details.md.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(messagesEn.selectModeOfContact)).toBeVisible();
    await page.getByRole('radio', { name: 'Email' }).check();
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(page.getByText(messagesEn.selectModeOfContact)).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const key of ['enterFirstName', 'enterLastName', 'enterEmail'] as const) {
      await expect(page.getByText(messagesEn[key])).toBeVisible();
    }
    await page.getByRole('main').getByLabel(t.details.email).fill('not-an-email');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(messagesEn.enterValidEmail)).toBeVisible();
    await expectNoAxeViolations(page, 'details step with errors');

    await enterDetails(page, 'us', { email: 'alex.us@example.com' });
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '2');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'rma_country')?.value).toBe('840');
    expect(cookies.find((c) => c.name === 'rma_email')?.value).toBe(encodeURIComponent('alex.us@example.com'));
    const countryCookie = cookies.find((c) => c.name === 'rma_country')!;
    expect(countryCookie.expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(countryCookie.expires - Date.now() / 1000).toBeLessThan(3700);

    // A return: the order's products with returns eligibility and the warranty (its status, days left and expiry).
    await expect(page.getByRole('radio', { name: /Return a product/ })).toHaveAttribute('aria-checked', 'true');
    await findOrder(page, 'us', 'US1000101');
    await expect(page.getByRole('columnheader', { name: productsEn.returnsEligibility })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: productsEn.warranty, exact: true })).toBeVisible();
    const help = page.getByRole('link', { name: new RegExp(productsEn.serialHelpShort) });
    await expect(help).toHaveAttribute('href', /\/us\/help\/where-to-find-your-serial-number$/);

    // Next without a product: the select-product message.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(messagesEn.selectProduct)).toBeVisible();

    // A product past the 30-day satisfaction window: the eligibility message names it.
    await findOrder(page, 'us', 'US1000102');
    await toggle(page, 'us', 'Nova Aurora X7 USB DAC and Sound Card', true);
    await expect(
      page.getByText(
        messagesEn.refundNotAvailable.replace('{{refundNotAvailable}}', 'Nova Aurora X7 USB DAC and Sound Card'),
      ),
    ).toBeVisible();
    // Unselected again (the box shows the server's answer): the message goes.
    await toggle(page, 'us', 'Nova Aurora X7 USB DAC and Sound Card', false);
    await expect(page.getByText(/Not eligible for a refund/)).toHaveCount(0);

    // Previous and next order step through the customer's orders.
    await page.getByRole('button', { name: /Next order/ }).click();
    await expect(page.getByLabel(productsEn.order.number)).not.toHaveValue('US1000102');
    await page.getByRole('button', { name: /Previous order/ }).click();
    await expect(page.getByLabel(productsEn.order.number)).toHaveValue('US1000102');

    await findOrder(page, 'us', 'US1000101');
    await toggle(page, 'us', 'Nova Pulse H6 Gaming Headset', true);
    await expect(page.getByText('Selected: 1 of up to 5')).toBeVisible();
    await shoot(page, 'us-desktop-2-products');
    await expectNoAxeViolations(page, 'products step');

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
    await expect(requestRegion(page, 'us')).toBeVisible();
    await shoot(page, 'us-desktop-3-request');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('opens and closes the chat with the mode of contact (us), and offers no chat in de', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await page.getByRole('radio', { name: en.contact.chat }).check();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText(en.contact.chatOpened)).toBeVisible();
    await page.getByRole('radio', { name: en.contact.email }).check();
    await expect(page.getByRole('radio', { name: en.contact.email })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
    const germany = await openPortal(browser, { store: 'de' });
    await expect(germany.page.getByRole('heading', { name: de.details.title })).toBeVisible();
    // The modes of contact have rendered (e-mail is one), without the chat.
    await expect(germany.page.getByRole('radio', { name: exactly(de.contact.email) })).toBeVisible();
    await expect(germany.page.getByRole('radio', { name: de.contact.chat })).toHaveCount(0);
    await germany.context.close();
  });

  test('goes back to step 1 with the error when the products fail to load', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', { email: 'alex.us@example.com' });
    await page.route('**/api/your-products?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.reload();
    await expect(page.getByText(messagesEn.genericError).first()).toBeVisible();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '1');
    // Step 1 is on screen again, without the products step.
    await expect(page.getByRole('heading', { name: en.details.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.products.title })).toHaveCount(0);
    await context.close();
  });

  test('tells a guest with a member e-mail to sign in', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('main').getByLabel(en.details.email).fill('member.us@example.com');
    await page.getByLabel(en.details.firstName).click();
    await expect(page.getByText(messagesEn.emailRegistered)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: en.details.signIn })).toBeVisible();
    await context.close();
  });

  test('takes a retail replacement in uk with a proof upload and a purchase date', async ({ browser }) => {
    const { page, context, errors } = await openPortal(browser, { store: 'uk' });
    const t = productsEn;
    await enterDetails(page, 'uk', { email: 'alex.uk@example.com' });
    await chooseEnquiry(page, 'uk', '2');
    await chooseSource(page, 'uk', 'retail');

    const search = page.getByRole('combobox', { name: t.retail.search });
    await search.pressSequentially('pulse h6', { delay: 30 });
    await page.getByRole('option', { name: 'Nova Pulse H6 Gaming Headset (HS-PULSE-H6)' }).click();
    const row = page.getByRole('row', { name: /Nova Pulse H6 Gaming Headset/ });
    await expect(row).toBeVisible();
    await expect(selectBox(page, 'uk', 'Nova Pulse H6 Gaming Headset')).toBeChecked();
    // Returns eligibility says nothing about a product bought elsewhere; the retail columns are there.
    await expect(page.getByRole('columnheader', { name: t.invoiceNumber })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: t.proof })).toBeVisible();

    // Without a proof and a date the replacement cannot go on: the 12-second upload message.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: messagesEn.uploadSupportingFile }).first()).toBeVisible();

    // A file of the wrong type is refused in the browser.
    const fileInput = row.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('receipt') });
    await expect(row.getByText(messagesEn.fileFormatsAllowed)).toBeVisible();
    await fileInput.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(row.getByText(t.proofUploaded)).toBeVisible();

    await enterPurchaseDate(row, t, 'Nova Pulse H6 Gaming Headset', 60);
    await expect(row.getByRole('cell').nth(6)).toContainText(/\d{3} days left/);

    await row.getByRole('textbox', { name: /Invoice number/ }).fill('INV-2201');
    await row.getByRole('textbox', { name: /Invoice number/ }).press('Enter');
    const serial = row.getByRole('textbox', { name: /Serial number/ });
    await serial.fill('PH6UK0005');
    await serial.press('Enter');
    await expect(row.getByRole('img', { name: t.serialVerified })).toBeVisible();
    await shoot(page, 'uk-desktop-2-retail');
    await expectNoAxeViolations(page, 'retail products');

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('takes a jp replacement: no return option, expired product disabled, Japanese texts', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'jp' });
    const t = jp;
    await expect(page.getByRole('heading', { name: t.details.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await enterDetails(page, 'jp', { firstName: '太郎', lastName: '山田', email: 'alex.jp@example.com' });
    // The enquiries have rendered, replacement chosen, and no return among them.
    await expect(page.getByRole('radio', { name: new RegExp(escape(t.enquiry.option['2'])) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('radio', { name: new RegExp(t.enquiry.option['1']) })).toHaveCount(0);

    await findOrder(page, 'jp', 'JP1000105');
    // No returns eligibility column in Japan (the table and its other columns are there).
    await expect(page.getByRole('columnheader', { name: productsJp.warranty, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: productsJp.returnsEligibility })).toHaveCount(0);
    const expired = selectBox(page, 'jp', 'Nova Pulse Studio Over-Ear Headphones');
    await expect(expired).toBeDisabled();
    await expect(page.getByText(productsJp.outOfWarranty)).toBeVisible();
    const help = page.getByRole('link', { name: new RegExp(productsJp.serialHelpShort) });
    await expect(help).toHaveAttribute('href', /\/jp\/help\/serial-number-location-japan$/);

    await findOrder(page, 'jp', 'JP1000101');
    await toggle(page, 'jp', 'Nova Pulse H6 Gaming Headset', true);
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
    await context.close();
  });

  test('asks a tw customer for the personal ID', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'tw' });
    const t = tw;
    await page.getByRole('radio', { name: exactly(t.contact.email) }).check();
    await page.getByLabel(t.details.lastName, { exact: true }).fill('王');
    await page.getByLabel(t.details.firstName, { exact: true }).fill('小明');
    await page.getByLabel(t.details.email, { exact: true }).fill('alex.tw@example.com');
    await page.getByLabel(t.details.pid, { exact: false }).fill('A12');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText(messagesTw.enterPid)).toBeVisible();
    await page.getByLabel(t.details.pid, { exact: false }).fill('A123456789');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: t.products.title })).toBeVisible();
    // The enquiries have rendered (replacement is one), without the return.
    await expect(page.getByRole('radio', { name: new RegExp(escape(t.enquiry.option['2'])) })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(t.enquiry.option['1']) })).toHaveCount(0);
    await context.close();
  });

  test('refuses the sixth product', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', { email: 'alex.us@example.com' });
    await findOrder(page, 'us', 'US1000110');
    const names = [
      'Nova Aurora X7 USB DAC and Sound Card',
      'Nova Aurora AE-5 PCIe Sound Card',
      'Nova Pulse H6 Gaming Headset',
      'Nova Pulse Air True Wireless Earbuds',
      'Nova Pebble 2.0 USB Desktop Speakers',
    ];
    for (const name of names) {
      await toggle(page, 'us', name, true);
    }
    await expect(page.getByText('Selected: 5 of up to 5')).toBeVisible();
    await selectBox(page, 'us', 'Nova Live Cam HD 1080p Webcam').click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: messagesEn.selectedMaximum.replace('{{max}}', '5') })
        .first(),
    ).toBeVisible();
    await expect(selectBox(page, 'us', 'Nova Live Cam HD 1080p Webcam')).not.toBeChecked();
    await expect(page.getByText('Selected: 5 of up to 5')).toBeVisible();
    await context.close();
  });

  test('names the products that do not qualify for a replacement', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', { email: 'alex.us@example.com' });
    await chooseEnquiry(page, 'us', '2');
    await chooseSource(page, 'us', 'estore');
    await findOrder(page, 'us', 'US1000104');
    await toggle(page, 'us', 'Nova Stage V2 Soundbar with Subwoofer', true);
    const notQualifying = page.getByText(
      messagesEn.repairNotAvailable.replace('{{repairNotAvailable}}', 'Nova Stage V2 Soundbar with Subwoofer'),
    );
    await expect(notQualifying).toBeVisible();
    // Next is refused: any call it makes has been answered, and the products step stays with its message.
    const calls: Promise<unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/your-products/service-required')) calls.push(r.response());
    });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await expect(next).toBeEnabled();
    await Promise.all(calls);
    await expect(notQualifying).toBeVisible();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '2');
    await expect(requestRegion(page, 'us')).toHaveCount(0);
    await context.close();
  });

  test('shows each serial-number result', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', { email: 'alex.us@example.com' });
    await chooseEnquiry(page, 'us', '2');
    await chooseSource(page, 'us', 'retail');
    await page.getByRole('combobox', { name: productsEn.retail.search }).pressSequentially('H6', { delay: 30 });
    await page.getByRole('option', { name: 'Nova Pulse H6 Gaming Headset (HS-PULSE-H6)' }).click();
    const row = page.getByRole('row', { name: /Nova Pulse H6 Gaming Headset/ });
    const serial = row.getByRole('textbox', { name: /Serial number/ });
    const cases: [string, string | null][] = [
      ['ZZZ0000000', messagesEn.serialInvalid],
      ['PB2US0001', messagesEn.serialNotMatch],
      ['PH6US0005', messagesEn.serialDuplicate],
      ['PH6US0007', null],
    ];
    for (const [value, message] of cases) {
      await serial.fill(value);
      if (message) {
        await serial.press('Enter');
        await expect(row.getByText(message, { exact: true })).toBeVisible();
      } else {
        await serial.blur();
        await expect(row.getByRole('img', { name: productsEn.serialVerified })).toBeVisible();
        for (const m of [messagesEn.serialInvalid, messagesEn.serialNotMatch, messagesEn.serialDuplicate]) {
          await expect(row.getByText(m, { exact: true })).toHaveCount(0);
        }
      }
    }
    await shoot(page, 'us-1280-2-retail-serial');
    // The same list as cards on a phone.
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('list', { name: productsEn.retailCaption })).toBeVisible();
    await shoot(page, 'us-390-2-retail-serial');
    await expectNoAxeViolations(page, 'retail cards');
    await context.close();
  });

  test('restores the wizard step after a reload', async ({ browser }) => {
    const { page, context } = await openPortal(browser, { store: 'us' });
    await enterDetails(page, 'us', { email: 'alex.us@example.com' });
    await findOrder(page, 'us', 'US1000101');
    await toggle(page, 'us', 'Nova Pebble 2.0 USB Desktop Speakers', true);

    // The server's session holds the step: a reload comes back at the products step with the same choices.
    await page.reload();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '2');
    await expect(page.getByRole('heading', { name: en.products.title })).toBeVisible();
    await expect(page.getByRole('main').getByLabel(en.details.email)).toHaveValue('alex.us@example.com');
    await expect(summary(page, 'details')).toContainText('alex.us@example.com');
    await expect(page.getByText('Selected: 1 of up to 5')).toHaveCount(1);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
    await expect(requestRegion(page, 'us')).toBeVisible();

    // And at the request step: the same step, enquiry, order and product after a reload.
    await page.reload();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
    await expect(requestRegion(page, 'us')).toBeVisible();
    await expect(page.getByRole('heading', { name: en.products.title })).toBeVisible();
    await expect(page.getByRole('main').getByLabel(en.details.email)).toHaveValue('alex.us@example.com');
    // The finished steps are folded into their summaries: the details and the enquiry, order and product.
    await expect(summary(page, 'details')).toContainText('alex.us@example.com');
    await expect(summary(page, 'products')).toContainText(en.enquiry.option['1']);
    await expect(summary(page, 'products')).toContainText('US1000101');
    await expect(summary(page, 'products')).toContainText('Nova Pebble 2.0 USB Desktop Speakers');
    // "Change" opens the products step again, with the same choices.
    await summary(page, 'products')
      .getByRole('button', { name: /^Change/ })
      .click();
    await expect(page.getByRole('radio', { name: /Return a product/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel(productsEn.order.number)).toHaveValue('US1000101');
    await expect(selectBox(page, 'us', 'Nova Pebble 2.0 USB Desktop Speakers')).toBeChecked();
    await expect(page.getByText('Selected: 1 of up to 5')).toHaveCount(1);
    // Back at step 1 with the details known (after a confirmation) the page submits them by itself: that needs
    // an RMA made, so request.e2e.ts checks it after its refund's confirmation.
    await context.close();
  });
});

test.describe('RMA status look-up', () => {
  async function openStatus(browser: Browser, store: Store, email: string) {
    const portal = await openPortal(browser, { store, path: '/rma/enquiry/rma-status' });
    await enterDetails(portal.page, store, { email, ...(store === 'tw' ? { pid: 'A123456789' } : {}) });
    await expect(portal.page.getByRole('combobox', { name: texts(store).rma.status.rmaNumber })).toBeVisible();
    return portal;
  }

  test('shows both timelines at several steps, cancelled and closed (us)', async ({ browser }) => {
    const { page, context, errors } = await openStatus(browser, 'us', 'alex.us@example.com');
    const names = rmaEn.timeline.refundStep;
    // A refund just submitted: step 1 active, the rest to come.
    await lookUpRma(page, 'us', 'RMA10000001');
    await expect
      .poll(() => timelineSteps(page))
      .toEqual([
        { text: names.requestReceived, active: true, current: true },
        { text: names.approved, active: false, current: false },
        { text: names.productReceived, active: false, current: false },
        { text: names.processingRefund, active: false, current: false },
        { text: names.refundCompleted, active: false, current: false },
      ]);
    // Approved with a label (S, US): the "others" label block and its notes.
    await lookUpRma(page, 'us', 'RMA10000009');
    await expect
      .poll(async () => (await timelineSteps(page)).map((s) => s.active))
      .toEqual([true, true, false, false, false]);
    await expect(page.getByRole('heading', { name: rmaEn.label.title })).toBeVisible();
    await expect(page.getByText(rmaEn.label.instructions.others)).toBeVisible();
    await expect(page.getByText(rmaEn.label.note.downloadWithin.replace('{{days}}', '90'))).toBeVisible();
    await expect(page.getByText(rmaEn.label.note.afterFirstOpen.replace('{{days}}', '5'))).toBeVisible();
    await expect(page.getByText(rmaEn.label.note.singleUse)).toBeVisible();
    await shoot(page, 'us-desktop-4-status-label');
    await expectNoAxeViolations(page, 'status with label');
    // Cancelled: the message instead of steps.
    await page.getByRole('combobox', { name: rmaEn.status.rmaNumber }).fill('RMA10000010');
    await page.getByRole('button', { name: rmaEn.status.check }).click();
    await expect(page.getByText(messagesEn.rmaCancelled).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: rmaEn.rmaDetail.title.replace('{{rmaNo}}', 'RMA10000010') }),
    ).toBeVisible();
    await expect(page.locator('ol[aria-label] > li')).toHaveCount(0);
    // A replacement shipped: all six replacement steps done.
    await lookUpRma(page, 'us', 'RMA10000017');
    await expect
      .poll(async () => (await timelineSteps(page)).map((s) => s.text))
      .toEqual([
        rmaEn.timeline.step.requestReceived,
        rmaEn.timeline.step.approved,
        rmaEn.timeline.step.productReceived,
        rmaEn.timeline.step.preparingReplacement,
        rmaEn.timeline.step.preparingShipment,
        rmaEn.timeline.step.replacementShipped,
      ]);
    const shipped = await timelineSteps(page);
    expect(shipped.every((s) => s.active)).toBe(true);
    // An unknown number: the not-found message.
    await page.getByRole('combobox', { name: rmaEn.status.rmaNumber }).fill('RMA99999999');
    await page.getByRole('button', { name: rmaEn.status.check }).click();
    await expect(page.getByText(messagesEn.rmaNotFound).first()).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('ends a closed RN replacement with "Closed" and shows the UK label block (uk)', async ({ browser }) => {
    const { page, context } = await openStatus(browser, 'uk', 'alex.uk@example.com');
    await lookUpRma(page, 'uk', 'RMA10000018');
    const closed = await timelineSteps(page);
    expect(closed.at(-1)).toEqual({ text: rmaEn.timeline.step.closed, active: true, current: true });
    expect(closed).toHaveLength(6);
    await lookUpRma(page, 'uk', 'RMA10000002');
    await expect
      .poll(async () => (await timelineSteps(page)).map((s) => s.active))
      .toEqual([true, false, false, false, false]);
    await lookUpRma(page, 'uk', 'RMA10000003');
    await expect(page.getByText(rmaEn.label.instructions.uk)).toBeVisible();
    // The contact-us button opens the request step for this RMA.
    await page.getByRole('button', { name: rmaEn.status.contactUs }).click();
    await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
    await context.close();
  });

  test('shows the EU label block and a product not received (de)', async ({ browser }) => {
    const { page, context } = await openStatus(browser, 'de', 'alex.de@example.com');
    await lookUpRma(page, 'de', 'RMA10000004');
    await expect(page.getByText(rmaDe.label.instructions.eu)).toBeVisible();
    await expect(page.getByText(rmaDe.rmaDetail.lineState.notReceived)).toBeVisible();
    const steps = await timelineSteps(page);
    expect(steps.map((s) => s.text)).toEqual(Object.values(rmaDe.timeline.refundStep));
    expect(steps.map((s) => s.active)).toEqual([true, true, true, false, false]);
    await context.close();
  });

  test('words the refund steps the Taiwanese way and drops skipped steps (tw, answer stubbed)', async ({ browser }) => {
    // No tw refund exists in the demo data (tw offers replacements only), so the answer is stubbed.
    const { page, context } = await openStatus(browser, 'tw', 'alex.tw@example.com');
    const detail = {
      rmaNo: 'RMA77777777',
      type: 1,
      email: 'alex.tw@example.com',
      loggedIn: false,
      status: 'PRODUCT_RECEIVED',
      store: 'tw',
      labelLink: '',
      labelStatus: '',
      labelTrackingNo: '',
      replacementCarrier: '',
      replacementTrackingNo: '',
      countryCode: 'TW',
      currency: 'TWD',
      refundTotalEst: 1990,
      refundTotalActual: 0,
      refundAmountReady: false,
      shippingCharge: 0,
      storeCredit: 0,
      tax: 0,
      refundStatus: [],
      replacementStatus: [],
      history: [
        { rmA_STATUS: 'SUBMITTED', statuS_DATE_FORMAT: '2026-03-02' },
        { rmA_STATUS: 'PRODUCT_RECEIVED', statuS_DATE_FORMAT: '2026-03-09' },
      ],
      products: [
        {
          rmA_LINE_ID: 1,
          expecteD_PART_DESC: 'Nova Pulse H6 Gaming Headset',
          rmA_STATUS: 'CANCELED',
          rmA_METHOD: 'RF',
          expecteD_SERIAL_NO: 'PH6TW0001',
          datE_OF_PURCHASE_FORMAT: '2026-02-20',
          warrantY_EXPIRY_DATE_FORMAT: '2027-02-20',
          uniT_PRICE: 1990,
        },
      ],
    };
    // The server still answers the look-up (not found), so the stub carries the session's own wizard.
    await page.route('**/api/your-products/search-rma-request', async (route) => {
      const real = (await (await route.fetch()).json()) as { wizard: unknown };
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'success', detail, wizard: real.wizard }),
      });
    });
    await lookUpRma(page, 'tw', 'RMA77777777');
    const steps = await timelineSteps(page);
    // APPROVED was never reached before the product arrived: that step is dropped and the rest renumbered.
    expect(steps.map((s) => s.text)).toEqual([
      rmaTw.timeline.refundStep.requestReceived,
      rmaTw.timeline.refundStep.productReceived,
      rmaTw.timeline.refundStep.processingRefund,
      rmaTw.timeline.refundStep.refundCompleted,
    ]);
    expect(steps.map((s) => s.active)).toEqual([true, true, false, false]);
    await expect(page.getByText('2026年3月9日')).toBeVisible();
    await expect(page.getByText(rmaTw.rmaDetail.lineState.cancelled)).toBeVisible();
    await shoot(page, 'tw-1280-4-status-refund');
    await context.close();
  });

  test('shows the Japanese repair timeline with its checking step (jp)', async ({ browser }) => {
    const { page, context } = await openStatus(browser, 'jp', 'alex.jp@example.com');
    await lookUpRma(page, 'jp', 'RMA10000023');
    const steps = await timelineSteps(page);
    expect(steps.map((s) => s.text)).toEqual([
      rmaJp.timeline.step.requestReceived,
      rmaJp.timeline.step.approved,
      rmaJp.timeline.step.productReceived,
      rmaJp.timeline.step.productChecking,
      rmaJp.timeline.step.preparingReplacement,
      rmaJp.timeline.step.preparingShipment,
      rmaJp.timeline.step.replacementShipped,
    ]);
    expect(steps.find((s) => s.current)?.text).toBe(rmaJp.timeline.step.productChecking);
    await context.close();
  });
});

test.describe('screenshots and accessibility of every step', () => {
  const CASES: { store: Store; email: string; order: string; product: string; rma: string }[] = [
    {
      store: 'us',
      email: 'alex.us@example.com',
      order: 'US1000101',
      product: 'Nova Pulse H6 Gaming Headset',
      rma: 'RMA10000009',
    },
    {
      store: 'jp',
      email: 'alex.jp@example.com',
      order: 'JP1000101',
      product: 'Nova Pulse H6 Gaming Headset',
      rma: 'RMA10000023',
    },
    {
      store: 'tw',
      email: 'alex.tw@example.com',
      order: 'TW1000101',
      product: 'Nova Pulse H6 Gaming Headset',
      rma: 'RMA10000011',
    },
    {
      store: 'de',
      email: 'alex.de@example.com',
      order: 'DE1000101',
      product: 'Nova Pulse H6 Gaming Headset',
      rma: 'RMA10000004',
    },
  ];
  for (const c of CASES) {
    for (const viewport of ['desktop', 'phone'] as const) {
      test(`${c.store} at ${VIEWPORTS[viewport].width} px`, async ({ browser }) => {
        const t = texts(c.store).home;
        const name = `${c.store}-${VIEWPORTS[viewport].width}`;
        const { page, context, errors } = await openPortal(browser, { store: c.store, viewport });
        await expect(page.getByRole('heading', { name: t.details.title })).toBeVisible();
        // The details call has answered: the store's country is filled in.
        await expect(page.getByRole('combobox', { name: t.details.country })).not.toHaveValue('');
        await shoot(page, `${name}-1-details`);
        await expectNoAxeViolations(page, `${name} details`);

        await enterDetails(page, c.store, { email: c.email, ...(c.store === 'tw' ? { pid: 'A123456789' } : {}) });
        await findOrder(page, c.store, c.order);
        await toggle(page, c.store, c.product, true);
        await shoot(page, `${name}-2-products`);
        await expectNoAxeViolations(page, `${name} products`);

        await page
          .getByRole('button', { name: /^(Next|次へ|下一步|Weiter)$/ })
          .last()
          .click();
        await expect(wizardStep(page)).toHaveAttribute('data-wizard-step', '3');
        // The request step has loaded: its services are on screen.
        await expect(requestRegion(page, c.store).getByRole('checkbox').first()).toBeVisible();
        await shoot(page, `${name}-3-request`);

        // The products are folded into their summary at the request step: "Change" opens them again.
        await summary(page, 'products').getByRole('button').click();
        await chooseEnquiry(page, c.store, '4');
        await lookUpRma(page, c.store, c.rma);
        await expect(page.locator('ol[aria-label]')).toBeVisible();
        await page
          .getByRole('heading', { name: texts(c.store).rma.rmaDetail.title.replace('{{rmaNo}}', c.rma) })
          .scrollIntoViewIfNeeded();
        await shoot(page, `${name}-4-status`);
        await expectNoAxeViolations(page, `${name} status`);
        expect(unexpectedErrors(errors)).toEqual([]);
        await context.close();
      });
    }
  }
});
