/**
 * The whole loop of a refund between the customer portal and the staff console (docs/staff/console.md): a customer
 * submits a refund, an agent approves it, the customer's status page shows RMA Approved, the agent receives and
 * inspects it, the supervisor enters the refund and completes it, and the customer sees Refund Completed with the
 * amounts; the approval's return label opens from the status page and scans back to the RMA number; at 1280 and 390 px, with axe on each console screen. Orders written to (an RMA made) are used by no
 * other test file: UK1000101 and AU1000101.
 */
import { expect, test } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import confirmation from '../../src/web/i18n/confirmation/en.json' with { type: 'json' };
import rmaEn from '../../src/web/i18n/rma/en.json' with { type: 'json' };
import { screenshot, unexpectedErrors } from './browser.js';
import { api, chooseProducts, guestSession } from './customer.js';
import { act, customerTimeline, expectReturnLabel, noViolations, openFromQueue } from './loop.js';
import { en, openConsole, signIn } from './staff.js';

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

for (const [viewport, store, order] of [
  ['desktop', 'uk', 'UK1000101'],
  ['phone', 'au', 'AU1000101'],
] as const) {
  test(`a refund from submission to Refund Completed, through the console (${viewport})`, async ({ browser }) => {
    const rma = await customerRefund(store, order);
    const names = rmaEn.timeline.refundStep;

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
    await expectReturnLabel(customer.page, rma.rmaNo, rmaEn.label.download);

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
