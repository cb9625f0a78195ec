/**
 * The whole loop of a refund between the customer portal and the staff console (docs/staff/console.md): a customer
 * submits a refund, an agent approves it, the customer's status page shows RMA Approved, the agent receives and
 * inspects it, the supervisor enters the refund and completes it, and the customer sees Refund Completed with the
 * amounts; the approval's return label opens from the status page and scans back to the RMA number; at 1280 and 390 px, with axe on each console screen. Orders written to (an RMA made) are used by no
 * other test file: UK1000101 and AU1000101.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import confirmation from '../../src/web/i18n/confirmation/en.json' with { type: 'json' };
import home from '../../src/web/i18n/home/en.json' with { type: 'json' };
import { BASE_URL, VIEWPORTS, axeViolations, screenshot, unexpectedErrors } from './browser.js';
import { api, chooseProducts, guestSession } from './customer.js';
import { decodeLabel } from './label.js';
import { en, openConsole, signIn, type ConsolePage } from './staff.js';

/** A customer's refund of an order's lines, made through the portal's API: its number and id. */
async function customerRefund(store: Store, orderNumber: string) {
  const session = await guestSession(store, `alex.${store}@example.com`);
  const products = await chooseProducts(session, orderNumber, 1, [0]);
  const made = await api<{ status: string; rmaNo: string; rmaId: string }>('your-request/submit', {
    ...session,
    body: {
      serviceRequired: 1,
      items: products.map((p) => ({ sourceId: p.sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'no' })),
      store,
    },
  });
  expect(made.status).toBe('success');
  return made;
}

/** The customer's status page (the confirmation page, opened by its address) and its timeline's steps. */
async function customerTimeline(browser: Browser, store: Store, rma: { rmaNo: string; rmaId: string }) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/rma/confirmation?rmaNo=${rma.rmaNo}&rmaId=${rma.rmaId}&store=${store}`);
  await expect(page.getByTestId('rma-number').filter({ hasText: rma.rmaNo })).toBeVisible();
  const steps = page.locator('ol[aria-label] > li');
  await expect(steps.first()).toBeVisible();
  const read = () =>
    steps.evaluateAll((items) =>
      items.map((li) => ({
        text: (li.querySelector('[data-step-label]')?.textContent ?? '').trim(),
        active: li.hasAttribute('data-active'),
      })),
    );
  return { page, read, close: () => context.close() };
}

/** Opens the RMA from the queue's search box, as an agent would. */
async function openFromQueue(page: Page, rmaNo: string) {
  await page.getByLabel(en.queue.search).fill(rmaNo);
  await page.getByRole('tab', { name: new RegExp(en.tab['needs-review']) }).click();
  await page.getByRole('link', { name: rmaNo, exact: true }).click();
  await expect(page.getByRole('heading', { name: rmaNo })).toBeVisible();
}

/** Takes one action from the actions panel through its dialog, and waits for the status it leads to. */
async function act(
  page: Page,
  action: keyof typeof en.action,
  status: keyof typeof en.status,
  fill?: () => Promise<void>,
) {
  await page
    .getByRole('region', { name: en.rma.actions })
    .getByRole('button', { name: en.action[action], exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill?.();
  await dialog.getByRole('button', { name: en.action[action], exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('main').getByText(en.status[status], { exact: true }).first()).toBeVisible();
}

async function noViolations(console: ConsolePage) {
  expect(await axeViolations(console.page)).toEqual([]);
}

for (const [viewport, store, order] of [
  ['desktop', 'uk', 'UK1000101'],
  ['phone', 'au', 'AU1000101'],
] as const) {
  test(`a refund from submission to Refund Completed, through the console (${viewport})`, async ({ browser }) => {
    const rma = await customerRefund(store, order);
    const names = home.timeline.refundStep;

    const agent = await openConsole(browser, { viewport });
    await signIn(agent.page, 'agent');
    await expect(agent.page.getByRole('tab', { name: new RegExp(en.tab['needs-review']) })).toBeVisible();
    await noViolations(agent);
    await screenshot(agent.page, `staff-queue-${viewport}`);
    await openFromQueue(agent.page, rma.rmaNo);
    await noViolations(agent);
    await act(agent.page, 'approve', 'APPROVED');
    await screenshot(agent.page, `staff-rma-approved-${viewport}`);

    const customer = await customerTimeline(browser, store, rma);
    await expect.poll(customer.read).toContainEqual({ text: names.approved, active: true });
    // The approval issued the return label: the customer opens it from the status page, and what prints from it
    // scans back to the RMA number, as a Code 128 barcode and as a QR code.
    const download = customer.page.getByRole('link', { name: home.label.download });
    await expect(download).toBeVisible();
    const label = await customer.page.request.get(new URL((await download.getAttribute('href'))!, BASE_URL).href);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect(await decodeLabel(await label.body())).toMatchObject({ Code128: rma.rmaNo, QRCode: rma.rmaNo });

    await act(agent.page, 'receive', 'PRODUCT_RECEIVED');
    await act(agent.page, 'start-inspection', 'INSPECTING');
    await act(agent.page, 'inspect', 'INSPECTED', async () => {
      for (const select of await agent.page
        .getByRole('dialog')
        .getByRole('combobox', { name: en.form.inspectionResult })
        .all())
        await select.selectOption('as-described');
    });
    await noViolations(agent);
    expect(unexpectedErrors(agent.errors)).toEqual([]);
    await agent.close();

    const supervisor = await openConsole(browser, { viewport, path: `/rmas/${rma.rmaId}` });
    await signIn(supervisor.page, 'supervisor');
    await expect(supervisor.page.getByRole('heading', { name: rma.rmaNo })).toBeVisible();
    await act(supervisor.page, 'refund', 'REFUND_PROCESSING', async () => {
      const dialog = supervisor.page.getByRole('dialog');
      await dialog.getByLabel(new RegExp(`^${en.refund.refundTotal} \\(`)).fill('42.5');
      await dialog.getByLabel(new RegExp(`^${en.refund.shippingCharge} \\(`)).fill('5');
      await dialog.getByLabel(new RegExp(`^${en.refund.tax} \\(`)).fill('3.25');
      await noViolations(supervisor);
    });
    await act(supervisor.page, 'complete-refund', 'REFUND_COMPLETED');
    await noViolations(supervisor);
    await screenshot(supervisor.page, `staff-rma-refund-completed-${viewport}`);
    expect(unexpectedErrors(supervisor.errors)).toEqual([]);
    await supervisor.close();

    await customer.page.reload();
    await expect.poll(customer.read).toContainEqual({ text: names.refundCompleted, active: true });
    await expect(customer.page.getByText(confirmation.refund.amount).first()).toBeVisible();
    await expect(customer.page.getByText(/42\.50/).first()).toBeVisible();
    await customer.close();
  });
}
