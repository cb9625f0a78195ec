/**
 * The operator loop in the browser tests (staff-loop, staff-replacement, staff-repair): the customer's status page
 * and its timeline, a replacement's shipping address through the portal's API, and the console's RMA page worked
 * through its actions panel.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import { BASE_URL, VIEWPORTS, axeViolations, collectErrors, settled } from './browser.js';
import { api, chooseProducts, submitRepair, type Session } from './customer.js';
import { decodeLabel } from './label.js';
import { en, type ConsolePage } from './staff.js';

export interface MadeRma {
  rmaNo: string;
  rmaId: string;
}

/** A shipping address as the address page's form sends it (docs/rules/address.md#address-forms-by-store). */
export interface AddressInput {
  firstName: string;
  lastName: string;
  mobile1: string;
  address1: string;
  postalCode: string;
  city?: string;
  state?: string;
}

/**
 * A customer's replacement (or jp repair) of one order line, made through the portal's API as the pages make it:
 * the request step's submit (which answers `address`), a new address saved and chosen, the address step's submit.
 */
export async function customerReplacement(
  session: Session,
  orderNumber: string,
  product: RegExp,
  address: AddressInput,
): Promise<MadeRma> {
  const { store } = session;
  const found = await api<{ orderList: { items: { name: string }[] }[] }>('your-products/search-order', {
    ...session,
    body: { keyword: orderNumber, store },
  });
  const line = found.orderList[0]!.items.findIndex((item) => product.test(item.name));
  expect(line, `${product} on ${orderNumber}`).toBeGreaterThanOrEqual(0);
  const products = await chooseProducts(session, orderNumber, 2, [line]);
  await submitRepair(session, products);
  const saved = await api<{ id: number }>('your-address/update', { ...session, body: { store, address } });
  const made = await api<MadeRma & { status: string }>('your-address/submit', {
    ...session,
    body: { store, address: { id: saved.id } },
  });
  expect(made.status).toBe('success');
  return made;
}

/** The customer's status page (the confirmation page, opened by its address) and its timeline's steps. */
export async function customerTimeline(
  browser: Browser,
  store: Store,
  rma: MadeRma,
  viewport: keyof typeof VIEWPORTS = 'desktop',
) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${BASE_URL}/rma/confirmation?rmaNo=${rma.rmaNo}&rmaId=${rma.rmaId}&store=${store}`);
  await expect(page.getByTestId('rma-number').filter({ hasText: rma.rmaNo })).toBeVisible();
  // The journey's progress stands at its last step (docs/decisions/0030-guided-flow.md).
  await expect(page.locator('nav li[aria-current="step"]')).toHaveAttribute('data-flow-step', 'done');
  const steps = page.locator('ol[aria-label] > li');
  await expect(steps.first()).toBeVisible();
  const read = () =>
    steps.evaluateAll((items) =>
      items.map((li) => ({
        text: (li.querySelector('[data-step-label]')?.textContent ?? '').trim(),
        active: li.hasAttribute('data-active'),
      })),
    );
  /** Reloads the page, and waits until the step named `text` is the latest one reached. */
  const reachedStep = async (text: string) => {
    await page.reload();
    await expect.poll(read).toContainEqual({ text, active: true });
    const steps = await read();
    expect(steps.findLastIndex((step) => step.active)).toBe(steps.findIndex((step) => step.text === text));
  };
  return { page, errors, read, reachedStep, close: () => context.close() };
}

/**
 * The return label the approval issued: the customer opens it from the status page, and what prints from it scans
 * back to the RMA number, as a Code 128 barcode and as a QR code.
 */
export async function expectReturnLabel(page: Page, rmaNo: string, download: string) {
  const link = page.getByRole('link', { name: download });
  await expect(link).toBeVisible();
  const label = await page.request.get(new URL((await link.getAttribute('href'))!, BASE_URL).href);
  expect(label.status()).toBe(200);
  expect(label.headers()['content-type']).toBe('application/pdf');
  expect(await decodeLabel(await label.body())).toMatchObject({ Code128: rmaNo, QRCode: rmaNo });
}

/** Opens the RMA from the queue's search box, as an agent would. */
export async function openFromQueue(page: Page, rmaNo: string) {
  await page.getByLabel(en.queue.search).fill(rmaNo);
  await page.getByRole('tab', { name: new RegExp(en.tab['needs-review']) }).click();
  await page.getByRole('link', { name: rmaNo, exact: true }).click();
  await expect(page.getByRole('heading', { name: rmaNo })).toBeVisible();
}

/** The buttons of the actions panel, by their names. */
export function offeredActions(page: Page) {
  return page.getByRole('region', { name: en.rma.actions }).getByRole('button').allTextContents();
}

/** Takes one action from the actions panel through its dialog, and waits for the status it leads to. */
export async function act(
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
  // The dialog's opening transition ends first: on a loaded machine a click during it was once not taken, and
  // the dialog stayed open (a phone-width loop, with the confirm button still moving into place).
  await settled(page);
  await fill?.();
  await dialog.getByRole('button', { name: en.action[action], exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('main').getByText(en.status[status], { exact: true }).first()).toBeVisible();
}

/**
 * Axe on the console as it stands. An action's "done" toast fading in or out is read with the contrast of its
 * half-drawn colours, so axe runs again (after transitions end) until the page is clean: a violation that stays
 * fails, one of a passing transition does not.
 */
export async function noViolations(console: ConsolePage) {
  await expect
    .poll(async () => {
      await settled(console.page);
      return axeViolations(console.page);
    })
    .toEqual([]);
}
