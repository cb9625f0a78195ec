/**
 * The second half of the journey (issue 6): the request step, the address page, the confirmation and the
 * contact-us thank-you page, end to end against the real server and the demo data (docs/demo-data.md).
 *
 * Each test sets its session up through the API (details, products, service-required) and hands the token to
 * the browser, so it does not depend on the home flow's markup (but for the sg refund's return home, where the
 * page submits the known details by itself). Orders written to (an RMA made) are used by no
 * other test file (UK1000102 is only read: its address page is left unsaved): SG1000101 lines 1–2, US1000103 line 1, AU1000102, JP1000102, IE1000102, TW1000102, FR1000102, SG1000103
 * line 1 and the member's US1000201.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import request from '../../src/web/i18n/request/en.json' with { type: 'json' };
import requestJp from '../../src/web/i18n/request/jp.json' with { type: 'json' };
import address from '../../src/web/i18n/address/en.json' with { type: 'json' };
import addressJp from '../../src/web/i18n/address/jp.json' with { type: 'json' };
import home from '../../src/web/i18n/home/en.json' with { type: 'json' };
import common from '../../src/web/i18n/common/en.json' with { type: 'json' };
import confirmation from '../../src/web/i18n/confirmation/en.json' with { type: 'json' };
import messages from '../../src/shared/messages/en.json' with { type: 'json' };
import messagesJp from '../../src/shared/messages/jp.json' with { type: 'json' };
import { BASE_URL, VIEWPORTS, collectErrors, lookAtBothWidths, unexpectedErrors, type PortalPage } from './browser.js';
import {
  api,
  chooseProducts,
  guestSession,
  memberSession,
  requestStep,
  requestSection,
  rmaNumbers,
  submitRepair,
  submitReviewed,
  type Session,
} from './customer.js';

// ---------------------------------------------------------------------------------------------------------
// Browser

/** A fresh context whose storage holds the session (once: a reload keeps what the app wrote since). */
async function openWithSession(
  browser: Browser,
  session: Session | null,
  options: { store: Store; path?: string; viewport?: keyof typeof VIEWPORTS },
): Promise<PortalPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'] });
  if (session) {
    await context.addInitScript(
      ([token, member, store]) => {
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem('rma.token', token!);
        if (member) localStorage.setItem('rma.memberToken', member);
        localStorage.setItem('rma.store', store!);
      },
      [session.token, session.member ?? '', options.store],
    );
  }
  const page = await context.newPage();
  const errors = collectErrors(page);
  const target = options.path ?? '/rma/';
  await page.goto(`${BASE_URL}${target}${target.includes('?') ? '&' : '?'}store=${options.store}`);
  return { context, page, errors };
}

/** The step of the page's session as the server holds it (read with the page's own token). */
function serverStep(page: Page, store: Store): Promise<number> {
  return page.evaluate(async (store) => {
    const token = localStorage.getItem('rma.token') ?? '';
    const response = await fetch(`/api/your-details?store=${store}`, { headers: { authorization: `Bearer ${token}` } });
    const answer = (await response.json()) as { wizard: { step: number } };
    return answer.wizard.step;
  }, store);
}

async function waitForRequestStep(page: Page) {
  await expect(requestSection(page).getByRole('checkbox').first()).toBeVisible();
}

async function chooseInTab(page: Page, productName: string) {
  await requestSection(page).getByRole('tab', { name: productName }).click();
}

/** Fills the reason of the visible tab for a refund. */
async function fillRefundReason(page: Page, options: { acknowledge: boolean }) {
  const section = requestSection(page);
  await section.getByRole('combobox', { name: request.reason }).selectOption('CHANGE_OF_MIND');
  await section.getByRole('radio', { name: request.no }).check();
  if (options.acknowledge) await section.getByRole('checkbox', { name: request.acknowledgement }).check();
}

/** Fills the reason of the visible tab for a repair with the first fault of the first category. */
async function fillRepairReason(page: Page, t: typeof request = request, comments = '') {
  const section = requestSection(page);
  const category = section.getByRole('combobox', { name: t.faultCategory });
  await category.selectOption({ index: 1 });
  await section.getByRole('combobox', { name: t.faultCode, exact: true }).selectOption({ index: 1 });
  if (comments) await section.getByRole('textbox', { name: t.comments, exact: true }).fill(comments);
  const no = section.getByRole('radio', { name: t.no });
  if (await no.count()) await no.check();
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// ---------------------------------------------------------------------------------------------------------

test.describe('the request step', () => {
  test('makes a refund in sg with the acknowledgement; a double click makes one RMA', async ({ browser }) => {
    const { session, products } = await requestStep('sg', 'SG1000101', 1, [0, 1]);
    const before = await rmaNumbers(session);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'sg' });
    await waitForRequestStep(page);
    const section = requestSection(page);
    await expect(section.getByRole('checkbox', { name: request.service.refund })).toBeChecked();
    // The return policy link shows in sg; the defective reason only for master id 24228 (not these two).
    await expect(section.getByRole('link', { name: request.returnPolicy })).toHaveAttribute(
      'href',
      /\/sg\/help\/return-policy/,
    );
    // The reasons have loaded (change of mind is one) before the one that must be missing is looked for.
    const reasonOptions = section.getByRole('combobox', { name: request.reason }).locator('option');
    await expect.poll(() => reasonOptions.allTextContents()).toContain(request.reasons.CHANGE_OF_MIND);
    expect(await reasonOptions.allTextContents()).not.toContain(request.reasons.DEFECTIVE);

    for (const product of products) {
      await chooseInTab(page, product.name);
      await fillRefundReason(page, { acknowledge: false });
    }
    // The form's button checks it before the review opens.
    await section.getByRole('button', { name: request.review.open }).click();
    await expect(section.getByText(messages.acknowledgeStatement).first()).toBeVisible();
    await expect(section.getByRole('button', { name: request.review.submit })).toHaveCount(0);
    await lookAtBothWidths(page, 'request-sg-refund-errors');

    for (const product of products) {
      await chooseInTab(page, product.name);
      await section.getByRole('checkbox', { name: request.acknowledgement }).check();
    }
    // The review, then its Submit double-clicked: one RMA.
    await submitReviewed(section, request, 'dblclick');
    await page.waitForURL(/\/rma\/confirmation\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('store')).toBe('sg');
    const rmaNo = url.searchParams.get('rmaNo')!;
    await expect(page.getByTestId('rma-number').filter({ hasText: rmaNo })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rma.rmaNo'))).toBe(rmaNo);
    // The server's session is back at step 1 (the browser keeps no step of its own).
    await expect.poll(() => serverStep(page, 'sg')).toBe(1);
    await expect(page.getByText(confirmation.refund.title, { exact: true })).toHaveCount(1);
    await lookAtBothWidths(page, 'confirmation-sg-refund');

    const after = await rmaNumbers(session);
    expect(after.filter((no) => !before.includes(no))).toEqual([rmaNo]);

    // Home again at step 1 with the details known: the page submits them by itself and shows the products step.
    await page.goto(`${BASE_URL}/rma/?store=sg`);
    await expect(page.locator('[data-wizard-step]')).toHaveAttribute('data-wizard-step', '2');
    await expect(page.getByRole('heading', { name: home.products.title })).toBeVisible();
    await expect(page.getByRole('main').getByLabel(home.details.email)).toHaveValue('alex.sg@example.com');
    // The submitted details are folded into their summary, with the e-mail.
    await expect(page.locator('[data-step-summary="details"]')).toContainText('alex.sg@example.com');
    await expect.poll(() => serverStep(page, 'sg')).toBe(2);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('shows each validation message of the request step before anything is sent', async ({ browser }) => {
    // SG1000101 line 3 is the Aurora G6 (master id 24228: every reason in sg); SG1000102 is in warranty only.
    const { session } = await requestStep('sg', 'SG1000101', 1, [2]);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'sg' });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/your-request/submit')) sent.push(r.url());
    });
    await waitForRequestStep(page);
    const section = requestSection(page);
    // The form's button checks it and would open the review: nothing is sent from here.
    const submit = section.getByRole('button', { name: request.review.open });

    // No service: "select one service request".
    await section.getByRole('checkbox', { name: request.service.refund }).uncheck();
    await submit.click();
    await expect(section.getByText(messages.selectOneService).filter({ visible: true }).first()).toBeVisible();

    // Refund: reason, cosmetic damage and the acknowledgement.
    await section.getByRole('checkbox', { name: request.service.refund }).check();
    await expect
      .poll(() => section.getByRole('combobox', { name: request.reason }).locator('option').allTextContents())
      .toContain(request.reasons.DEFECTIVE);
    await submit.click();
    await expect(section.getByText(messages.pleaseSelectOne).filter({ visible: true }).first()).toBeVisible();
    await expect(section.getByText(messages.selectCosmetic).filter({ visible: true }).first()).toBeVisible();
    await expect(section.getByText(messages.acknowledgeStatement).filter({ visible: true }).first()).toBeVisible();

    // Defective asks for the fault category and the fault.
    await section.getByRole('combobox', { name: request.reason }).selectOption('DEFECTIVE');
    await submit.click();
    await expect(section.getByText(messages.selectFaultCategory).filter({ visible: true }).first()).toBeVisible();
    await expect(section.getByText(messages.selectFaultCode).filter({ visible: true }).first()).toBeVisible();
    // Master id 24228 keeps the no-fault reasons in sg.
    await expect
      .poll(() => section.getByRole('combobox', { name: request.faultCategory }).locator('option').allTextContents())
      .toContain('No fault');
    await section.getByRole('combobox', { name: request.faultCategory }).selectOption('Other');
    await submit.click();
    await expect(section.getByText(messages.selectFaultCode).filter({ visible: true }).first()).toBeVisible();
    await section.getByRole('combobox', { name: request.faultCode, exact: true }).selectOption('OTH01');
    await submit.click();
    await expect(section.getByText(messages.enterOtherComments).filter({ visible: true }).first()).toBeVisible();
    const other = section.getByRole('textbox', { name: request.otherComments });
    await expect(other).toHaveAttribute('maxlength', '400');
    await other.fill('The volume knob is loose.');
    await expect(section.getByText(`25 / 400`).filter({ visible: true }).first()).toBeVisible();
    await expect(section.getByRole('textbox', { name: request.comments, exact: true })).toHaveAttribute(
      'maxlength',
      '2000',
    );

    // Cosmetic damage yes needs a photo.
    await section.getByRole('radio', { name: request.yes }).check();
    await submit.click();
    await expect(section.getByText(messages.uploadDamagePhoto).filter({ visible: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'request-sg-validation');
    await section
      .locator('input[type=file]')
      .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(
      section.getByText(request.photoUploaded, { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(section.getByText(messages.uploadDamagePhoto)).toHaveCount(0);

    // A fault that needs proof forces "yes" and hides "no".
    await section.getByRole('combobox', { name: request.faultCategory }).selectOption('Physical');
    await section.getByRole('combobox', { name: request.faultCode, exact: true }).selectOption('PHY02');
    await expect(section.getByText(request.cosmeticForced).filter({ visible: true }).first()).toBeVisible();
    await expect(section.getByRole('radio', { name: request.yes })).toBeChecked();
    await expect(section.getByRole('radio', { name: request.no })).toHaveCount(0);

    expect(sent).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('hides the no-fault reasons in sg for other products, and presets the repair reason', async ({ browser }) => {
    const { session, products } = await requestStep('sg', 'SG1000102', 2);
    const { page, context } = await openWithSession(browser, session, { store: 'sg' });
    await waitForRequestStep(page);
    const section = requestSection(page);
    await expect(section.getByRole('checkbox', { name: request.service.repair })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: request.service.refund })).toHaveCount(0);
    await expect(section.getByRole('textbox', { name: request.reason })).toHaveValue(request.reasons.DEFECTIVE);
    // The fault categories have loaded (more than the placeholder) before the missing one is looked for.
    const categories = section.getByRole('combobox', { name: request.faultCategory }).locator('option');
    await expect.poll(() => categories.count()).toBeGreaterThan(1);
    expect(await categories.allTextContents()).not.toContain('No fault');
    await chooseInTab(page, products[1]!.name);
    await section.getByRole('button', { name: request.review.open }).click();
    await expect(section.getByText(messages.selectFaultCategory).filter({ visible: true }).first()).toBeVisible();
    await context.close();
  });

  test('sends a contact-us message from the request step', async ({ browser }) => {
    const { session } = await requestStep('us', 'US1000101', 1, [0]);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'us' });
    await waitForRequestStep(page);
    const section = requestSection(page);
    await section.getByRole('checkbox', { name: request.service.contact }).check();
    const box = section.getByRole('textbox', { name: request.contact.label });
    await expect(box).toHaveAttribute('maxlength', '200');
    await expect(section.getByText('0 / 200').filter({ visible: true }).first()).toBeVisible();
    await section.getByRole('button', { name: request.submit }).click();
    const error = section.getByText(messages.enterMessage);
    await expect(error).toBeVisible();
    await lookAtBothWidths(page, 'request-us-contact-error');
    // The enter-message error goes after 5 s.
    await expect(error).toHaveCount(0, { timeout: 8000 });
    const message = 'Where do I find the driver for my headset?';
    await box.fill(message);
    await expect(section.getByText(`${message.length} / 200`).filter({ visible: true }).first()).toBeVisible();
    await section.getByRole('button', { name: request.submit }).click();
    await page.waitForURL(/\/rma\/contact-us-success/);
    await expect(
      page
        .getByText(confirmation.contactSuccess.replyWithin.replace('{{days}}', '2'))
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await lookAtBothWidths(page, 'contact-us-success-us');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/rma' || url.pathname === '/rma/');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('opens on the contact form after a status look-up (contact action 4)', async ({ browser }) => {
    const session = await guestSession('us', 'alex.us@example.com');
    const answer = await api<{ status: string }>('your-products/service-required', {
      ...session,
      body: { natureEnquiry: 4, rmaNumber: 'RMA10000001', orderNumber: '', store: 'us' },
    });
    expect(answer.status).toBe('success');
    const { page, context } = await openWithSession(browser, session, { store: 'us' });
    await waitForRequestStep(page);
    const section = requestSection(page);
    await expect(section.getByRole('checkbox', { name: request.service.contact })).toBeChecked();
    await expect(section.getByRole('textbox', { name: request.contact.label })).toBeVisible();
    await context.close();
  });
});

test.describe('replacements through the address page', () => {
  test('takes a replacement in us through the saved addresses to the confirmation; double clicks make one RMA', async ({
    browser,
  }) => {
    const { session, products } = await requestStep('us', 'US1000103', 2, [0]);
    const before = await rmaNumbers(session);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'us' });
    await waitForRequestStep(page);
    const section = requestSection(page);
    await expect(section.getByRole('checkbox', { name: request.service.repair })).toBeChecked();
    for (const product of products) {
      await chooseInTab(page, product.name);
      await fillRepairReason(page);
    }
    await lookAtBothWidths(page, 'request-us-repair');
    await submitReviewed(section, request, 'dblclick');
    await page.waitForURL(/\/rma\/address/);
    await expect(page.getByRole('heading', { name: address.subtitle })).toBeVisible();
    await expect(page.getByText(address.note).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(address.notices.noPoBox).filter({ visible: true }).first()).toBeVisible();
    const cards = page.getByRole('radio');
    await expect(cards).toHaveCount(2);
    await lookAtBothWidths(page, 'address-us-cards');
    // The US form: the state chosen by code from the 50 states and DC.
    await page.getByRole('button', { name: address.newAddress }).click();
    const usForm = page.locator('#address-form');
    const states = usForm.getByRole('combobox', { name: address.fields.state });
    await expect(states.locator('option')).toHaveCount(52);
    await expect(states.locator('option[value="DC"]')).toHaveCount(1);
    await usForm.getByRole('button', { name: address.saveAddress }).click();
    await expect(usForm.getByText(messages.addressLastName).filter({ visible: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'address-us-form');
    await usForm.getByRole('button', { name: address.cancel }).click();

    const submit = page.getByRole('button', { name: address.submit });
    await submit.click();
    await expect(page.getByText(messages.selectShippingAddress).filter({ visible: true }).first()).toBeVisible();
    // The whole card chooses its address: a click on its padding, away from the radio and the text.
    const card = page.getByTestId('address-card').nth(1);
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: box.width - 6, y: 6 } });
    await expect(cards.nth(1)).toBeChecked();
    await page
      .getByTestId('address-card')
      .nth(0)
      .getByText(/, [A-Z]{2} \d{5}/)
      .click();
    await expect(cards.nth(0)).toBeChecked();
    await card.click({ position: { x: 6, y: box.height / 2 } });
    await expect(cards.nth(1)).toBeChecked();
    await expect(page.getByText(messages.selectShippingAddress)).toHaveCount(0);
    await submit.dblclick();
    await page.waitForURL(/\/rma\/confirmation\?/);
    const rmaNo = new URL(page.url()).searchParams.get('rmaNo')!;
    await expect(page.getByTestId('rma-number').filter({ hasText: rmaNo })).toBeVisible();
    await expect(page.getByText(confirmation.receivedReplacement).filter({ visible: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'confirmation-us-replacement');
    const after = await rmaNumbers(session);
    expect(after.filter((no) => !before.includes(no))).toEqual([rmaNo]);

    // The request is complete: the address page sends the customer back to the start.
    await page.goto(`${BASE_URL}/rma/address?store=us`);
    await page.waitForURL((url) => url.pathname === '/rma' || url.pathname === '/rma/');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('takes a replacement in au with a new address chosen from the AU state list', async ({ browser }) => {
    const { session, products } = await requestStep('au', 'AU1000102', 2);
    await submitRepair(session, products);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'au', path: '/rma/address' });
    await page.getByRole('button', { name: address.newAddress }).click();
    const form = page.locator('#address-form');
    const state = form.getByRole('combobox', { name: address.fields.state });
    await expect(state).toBeVisible();
    const codes = await state
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(codes).toEqual(['', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    await form.getByRole('button', { name: address.saveAddress }).click();
    await expect(form.getByText(messages.addressFirstName).filter({ visible: true }).first()).toBeVisible();
    await expect(form.getByText(messages.stateSelect).filter({ visible: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'address-au-form-errors');

    await form.getByRole('textbox', { name: address.fields.firstName }).fill('Sam');
    await form.getByRole('textbox', { name: address.fields.lastName }).fill('Taylor');
    await form.getByRole('textbox', { name: address.fields.mobile1 }).fill('0412/345 678x');
    await form.getByRole('textbox', { name: address.fields.address1, exact: true }).fill('12 George Street');
    await form.getByRole('textbox', { name: address.fields.city }).fill('Brisbane');
    await state.selectOption('QLD');
    await form.getByRole('textbox', { name: address.fields.postalCode }).fill('4000');
    await form.getByRole('button', { name: address.saveAddress }).click();
    await expect(form.getByText(messages.phoneFormat).filter({ visible: true }).first()).toBeVisible();
    await form.getByRole('textbox', { name: address.fields.mobile1 }).fill('0412/345 678');
    await form.getByRole('button', { name: address.saveAddress }).click();

    // Saved with the slash as a hyphen, and chosen.
    const card = page.getByRole('radio', { name: /Sam Taylor/ });
    await expect(card).toBeVisible();
    await expect(card).toBeChecked();
    await expect(page.getByText('0412-345 678').filter({ visible: true }).first()).toBeVisible();
    await page.getByRole('button', { name: address.submit }).click();
    await page.waitForURL(/\/rma\/confirmation\?/);
    await expect(page.getByTestId('rma-number')).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('takes a jp repair with the Japanese form: comments required, family name first', async ({ browser }) => {
    const { session, products } = await requestStep('jp', 'JP1000102', 2);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'jp' });
    await waitForRequestStep(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const section = requestSection(page);
    // The services have rendered (the replacement, chosen), and there is no refund among them.
    await expect(section.getByRole('checkbox', { name: requestJp.service.repair })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: requestJp.service.refund })).toHaveCount(0);
    for (const product of products) {
      await chooseInTab(page, product.name);
      await fillRepairReason(page, requestJp);
    }
    await section.getByRole('button', { name: requestJp.review.open }).click();
    await expect(section.getByText(messagesJp.enterComments).filter({ visible: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'request-jp-repair-errors');
    for (const product of products) {
      await chooseInTab(page, product.name);
      await section.getByRole('textbox', { name: requestJp.comments, exact: true }).fill('電源が入りません。');
    }
    await submitReviewed(section, requestJp);
    await page.waitForURL(/\/rma\/address/);

    // No saved address: the form shows at once, family name first, then the address from the postal code down:
    // postal code, prefecture (the 47, in Japanese), city, street lines.
    const form = page.locator('#address-form');
    await expect(form).toBeVisible();
    await expect(form.locator('label').nth(0)).toContainText(addressJp.fields.lastName);
    await expect(form.locator('label').nth(1)).toContainText(addressJp.fields.firstName);
    const order = await form
      .locator('input, select')
      .evaluateAll((fields) => fields.map((field) => field.id.replace('address-', '')));
    expect(order).toEqual([
      'lastName',
      'firstName',
      'mobile1',
      'mobile2',
      'postalCode',
      'state',
      'city',
      'address1',
      'address2',
    ]);
    const prefecture = form.getByRole('combobox', { name: addressJp.stateKind.prefecture });
    await expect(prefecture.locator('option')).toHaveCount(48);
    await expect(prefecture.locator('option').nth(1)).toHaveText('北海道');
    // One Submit saves the first address and submits: there is no separate save.
    await expect(form.getByRole('button', { name: addressJp.saveAddress })).toHaveCount(0);
    const submit = page.getByRole('button', { name: addressJp.submit });
    await submit.click();
    await expect(form.getByText(messagesJp.addressLastName).filter({ visible: true }).first()).toBeVisible();
    await expect(form.getByText(messagesJp.stateSelect).filter({ visible: true }).first()).toBeVisible();
    await expect(form.getByText(messagesJp.city).filter({ visible: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'address-jp-form');
    await form.getByRole('textbox', { name: addressJp.fields.lastName, exact: true }).fill('山田');
    await form.getByRole('textbox', { name: addressJp.fields.firstName, exact: true }).fill('太郎');
    await form.getByRole('textbox', { name: addressJp.fields.mobile1 }).fill('090-1234-5678');
    await form.getByRole('textbox', { name: addressJp.fields.postalCode }).fill('100-0005');
    await prefecture.selectOption('東京都');
    await form.getByRole('textbox', { name: addressJp.fields.city }).fill('千代田区');
    await form.getByRole('textbox', { name: addressJp.fields.address1, exact: true }).fill('丸の内1-1-1');
    await lookAtBothWidths(page, 'address-jp-form-filled');
    await submit.click();
    await page.waitForURL(/\/rma\/confirmation\?/);
    await expect(page.getByTestId('rma-number')).toBeVisible();
    await lookAtBothWidths(page, 'confirmation-jp-repair');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('asks a UK address for its post town, not its county (uk)', async ({ browser }) => {
    const { session, products } = await requestStep('uk', 'UK1000102', 2, [0]);
    await submitRepair(session, products);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'uk', path: '/rma/address' });
    const form = page.locator('#address-form');
    await expect(form).toBeVisible();
    const town = form.getByRole('textbox', { name: address.cityKind.town });
    const county = form.getByRole('textbox', {
      name: address.optional.replace('{{label}}', address.stateKind.county),
    });
    await expect(town).toBeVisible();
    await expect(county).toBeVisible();
    await expect(form.locator('#address-city-label')).toContainText('*');
    await expect(form.locator('#address-state-label')).not.toContainText('*');
    // A first address: Submit saves and submits; here it stops at the missing fields, the town among them.
    await page.getByRole('button', { name: address.submit }).click();
    await expect(form.getByText(messages.city).filter({ visible: true }).first()).toBeVisible();
    await expect(form.getByText(messages.state)).toHaveCount(0);
    await lookAtBothWidths(page, 'address-uk-form');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('shows a German customer’s saved address with its country in German, at both widths', async ({ browser }) => {
    const { session, products } = await requestStep('de', 'DE1000101', 2, [0]);
    await submitRepair(session, products);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'de', path: '/rma/address' });
    const card = page.getByRole('radio', { name: /Alex Schmidt/ });
    await expect(card).toBeVisible();
    const text = (await page.getByTestId('address-card').filter({ has: card }).textContent()) ?? '';
    expect(text).toContain('Torstraße 118');
    expect(text).toContain('Deutschland');
    expect(text).not.toContain('Germany');
    await lookAtBothWidths(page, 'address-de-cards');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('asks for the country in ie, from the select with dialling codes', async ({ browser }) => {
    const { session, products } = await requestStep('ie', 'IE1000102', 2);
    await submitRepair(session, products);
    const { page, context, errors } = await openWithSession(browser, session, { store: 'ie', path: '/rma/address' });
    await expect(page.getByRole('radio').first()).toBeVisible();
    await lookAtBothWidths(page, 'address-ie-cards');
    await page.getByRole('button', { name: address.newAddress }).click();
    const form = page.locator('#address-form');
    const country = form.getByRole('combobox', { name: address.fields.countryId });
    await expect(country.locator('option')).toHaveCount(16);
    const options = await country.locator('option').allTextContents();
    expect(options).toContain('Ireland (+353)');
    expect(options).toContain('Switzerland (+41)');
    await country.selectOption('');
    await form.getByRole('button', { name: address.saveAddress }).click();
    await expect(form.getByText(messages.country).filter({ visible: true }).first()).toBeVisible();
    await expect(form.getByRole('textbox', { name: address.stateKind.county })).toHaveCount(1);
    await lookAtBothWidths(page, 'address-ie-form');

    await form.getByRole('textbox', { name: address.fields.firstName }).fill('Aoife');
    await form.getByRole('textbox', { name: address.fields.lastName }).fill('Byrne');
    await form.getByRole('textbox', { name: address.fields.mobile1 }).fill('+353 87 123 4567');
    await form.getByRole('textbox', { name: address.fields.address1, exact: true }).fill('5 Grafton Street');
    await form.getByRole('textbox', { name: address.stateKind.county }).fill('Dublin');
    await form.getByRole('textbox', { name: address.fields.postalCode }).fill('D02 X285');
    await country.selectOption({ label: 'Ireland (+353)' });
    await form.getByRole('button', { name: address.saveAddress }).click();
    const card = page.getByRole('radio', { name: /Aoife Byrne/ });
    await expect(card).toBeVisible();
    await expect(card).toBeChecked();
    await page.getByRole('button', { name: address.submit }).click();
    await page.waitForURL(/\/rma\/confirmation\?/);
    await expect(page.getByTestId('rma-number')).toBeVisible();
    await lookAtBothWidths(page, 'confirmation-ie-replacement');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('shows the sg form without city and state; a failed first submit keeps the saved address, shows the raw answer and locks Submit for 10 s', async ({
    browser,
  }) => {
    const { session, products } = await requestStep('sg', 'SG1000103', 2, [0]);
    await submitRepair(session, products);
    const { page, context } = await openWithSession(browser, session, { store: 'sg', path: '/rma/address' });
    const form = page.locator('#address-form');
    await expect(form).toBeVisible();
    // sg: no city and no state (the form's other fields are there).
    await expect(form.getByRole('textbox', { name: address.fields.firstName })).toBeVisible();
    await expect(form.getByRole('textbox', { name: address.fields.postalCode })).toBeVisible();
    await expect(form.getByRole('textbox', { name: address.fields.city })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: address.fields.state })).toHaveCount(0);
    await lookAtBothWidths(page, 'address-sg-form');
    await form.getByRole('textbox', { name: address.fields.firstName }).fill('Wei');
    await form.getByRole('textbox', { name: address.fields.lastName }).fill('Tan');
    await form.getByRole('textbox', { name: address.fields.mobile1 }).fill('+65 9123 4567');
    await form.getByRole('textbox', { name: address.fields.address1, exact: true }).fill('1 Raffles Place');
    await form.getByRole('textbox', { name: address.fields.postalCode }).fill('048616');
    const submit = page.getByRole('button', { name: address.submit });

    // One Submit saves the first address and submits. A non-success answer: the error toast, an alert with the raw
    // answer, the saved address chosen, and Submit locked for 10 s.
    const raw = { status: 'fail', rmaNo: '', rmaId: '' };
    await page.route('**/api/your-address/submit', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(raw) }),
    );
    const clickedAt = Date.now();
    await submit.click();
    await expect(page.getByText(messages.genericError).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: JSON.stringify(raw) })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Wei Tan/ })).toBeChecked();
    await expect(submit).toBeDisabled();
    await page.unroute('**/api/your-address/submit');
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(9_500);
    await submit.click();
    await page.waitForURL(/\/rma\/confirmation\?/);
    await expect(page.getByTestId('rma-number')).toBeVisible();
    await context.close();
  });
});

test.describe('the confirmation page', () => {
  test('reloads by its URL, signed in and as a guest', async ({ browser }) => {
    const member = await memberSession('us', 'member.us@example.com', 'demo-password');
    const products = await chooseProducts(member, 'US1000201', 1);
    const made = await api<{ status: string; rmaNo: string; rmaId: string }>('your-request/submit', {
      ...member,
      body: {
        serviceRequired: 1,
        items: products.map((p) => ({ sourceId: p.sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'no' })),
        store: 'us',
      },
    });
    expect(made.status).toBe('success');
    const path = `/rma/confirmation?rmaNo=${made.rmaNo}&rmaId=${made.rmaId}`;

    // A guest with nothing stored: the numbers in the address are enough, with the sign-in prompt.
    const guest = await openWithSession(browser, null, { store: 'us', path });
    await expect(guest.page.getByTestId('rma-number').filter({ hasText: made.rmaNo })).toBeVisible();
    await expect(guest.page.getByText(confirmation.guestText).filter({ visible: true }).first()).toBeVisible();
    await guest.page.reload();
    await expect(guest.page.getByTestId('rma-number').filter({ hasText: made.rmaNo })).toBeVisible();
    await expect(guest.page).toHaveTitle(/United States/);
    await lookAtBothWidths(guest.page, 'confirmation-us-guest');
    expect(unexpectedErrors(guest.errors)).toEqual([]);
    await guest.context.close();

    // Signed in: no prompt.
    const signedIn = await openWithSession(browser, member, { store: 'us', path });
    await expect(signedIn.page.getByTestId('rma-number').filter({ hasText: made.rmaNo })).toBeVisible();
    await signedIn.page.reload();
    await expect(signedIn.page.getByTestId('rma-number').filter({ hasText: made.rmaNo })).toBeVisible();
    // The page knows the member (the account menu names them) and shows no sign-in prompt.
    await expect(signedIn.page.getByTestId('account-trigger')).toContainText('Jamie');
    await expect(signedIn.page.getByText(confirmation.guestText)).toHaveCount(0);
    await signedIn.context.close();
  });

  test('opened without RMA numbers, says there is no request and leads home, with no refresh', async ({ browser }) => {
    const { page, context, errors } = await openWithSession(browser, null, { store: 'us', path: '/rma/confirmation' });
    await expect(page.getByRole('heading', { name: confirmation.noRequest.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh page' })).toHaveCount(0);
    await lookAtBothWidths(page, 'confirmation-us-no-request');
    await page.getByRole('link', { name: common.backToHome }).click();
    await page.waitForURL(/\/rma\/?$/);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('shows the error and the refresh button for numbers that name no RMA', async ({ browser }) => {
    const { page, context } = await openWithSession(browser, null, {
      store: 'us',
      path: '/rma/confirmation?rmaNo=RMA99999999&rmaId=00000000-0000-0000-0000-000000000000',
    });
    await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    await expect(page.getByText(messages.rmaNotFound).first()).toBeVisible();
    await context.close();
  });
});

test.describe('screenshots of the request step and the address form', () => {
  const stores: { store: Store; order: string; lines?: number[]; repairOrder: string; repairLines?: number[] }[] = [
    { store: 'us', order: 'US1000101', repairOrder: '' },
    { store: 'sg', order: 'SG1000101', lines: [2], repairOrder: '' },
    { store: 'jp', order: 'JP1000101', repairOrder: '' },
    { store: 'tw', order: 'TW1000101', repairOrder: 'TW1000102' },
    { store: 'fr', order: 'FR1000101', repairOrder: 'FR1000102' },
    { store: 'ie', order: 'IE1000101', repairOrder: '' },
  ];

  for (const s of stores) {
    test(`${s.store}: each service, the address form and the confirmation`, async ({ browser }) => {
      const { session } = await requestStep(s.store, s.order, 1, s.lines);
      const { page, context, errors } = await openWithSession(browser, session, { store: s.store });
      await waitForRequestStep(page);
      const section = requestSection(page);
      const serviceBoxes = section.locator('input[type=checkbox][id^="service-"]');
      const services = await serviceBoxes.count();
      // Every offered service, each with its form, after a Submit that shows the form's messages.
      for (let index = 0; index < services; index++) {
        const box = serviceBoxes.nth(index);
        const id = (await box.getAttribute('id'))!;
        if (!(await box.isChecked())) await box.check();
        await section.locator('button', { hasText: /./ }).last().click();
        await lookAtBothWidths(page, `request-${s.store}-${id}`);
      }
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();

      if (!s.repairOrder) return;
      const repair = await requestStep(s.store, s.repairOrder, 2, s.repairLines);
      await submitRepair(repair.session, repair.products);
      const view = await openWithSession(browser, repair.session, { store: s.store, path: '/rma/address' });
      const form = view.page.locator('#address-form');
      await expect(form).toBeVisible();
      // A first address: the page's Submit sends the form (it saves the address and submits).
      await view.page.locator('main button[type=submit]').click();
      await lookAtBothWidths(view.page, `address-${s.store}-form`);
      const saved = await api<{ id: number }>('your-address/update', {
        ...repair.session,
        body: {
          store: s.store,
          address: {
            firstName: 'Camille',
            lastName: 'Martin',
            mobile1: '+33 6 12 34 56 78',
            address1: '10 rue de Rivoli',
            city: 'Paris',
            state: 'Île-de-France',
            postalCode: '75001',
          },
        },
      });
      const done = await api<{ rmaNo: string; rmaId: string }>('your-address/submit', {
        ...repair.session,
        body: { store: s.store, address: { id: saved.id } },
      });
      await view.page.goto(`${BASE_URL}/rma/confirmation?rmaNo=${done.rmaNo}&rmaId=${done.rmaId}&store=${s.store}`);
      await expect(view.page.getByTestId('rma-number')).toBeVisible();
      await lookAtBothWidths(view.page, `confirmation-${s.store}-replacement`);
      expect(unexpectedErrors(view.errors)).toEqual([]);
      await view.context.close();
    });
  }
});
