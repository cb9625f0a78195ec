/**
 * The whole loop of a Japanese repair between the customer portal and the staff console (docs/staff/actions.md): a
 * customer of store jp submits a repair of a product under warranty with its shipping address, an agent approves
 * it, receives the product, checks it and resolves it (repaired at 1280 px, replaced by a new unit at 390 px), then
 * prepares its shipment and ships it back; the customer's status page, in Japanese, shows each step of the
 * Japanese repair timeline (with Product Being Checked) as it is reached, and the return label after the approval.
 * Axe on each console screen. Orders written to (an RMA made) are used by no other test file: JP1000103 line 1 (Pulse
 * Studio, 24 months' warranty, bought 13 months ago) and JP1000104 line 2 (Resonance DAC-1, within its extended
 * warranty).
 *
 * The customer saves a shipping address in store jp, and request.e2e.ts's jp repair tests alex.jp's first address:
 * this file runs after every other (playwright.config.ts, project "operator loops").
 */
import { expect, test } from '@playwright/test';
import rmaJp from '../../src/web/i18n/rma/jp.json' with { type: 'json' };
import { screenshot, unexpectedErrors } from './browser.js';
import { guestSession } from './customer.js';
import {
  act,
  customerReplacement,
  customerTimeline,
  expectReturnLabel,
  noViolations,
  offeredActions,
  openFromQueue,
} from './loop.js';
import { en, openConsole, signIn } from './staff.js';

const ADDRESS = {
  lastName: '山田',
  firstName: '太郎',
  mobile1: '090-1234-5678',
  // A Japanese address: postal code, prefecture, city, then the street (docs/rules/address.md).
  postalCode: '272-0127',
  state: '千葉県',
  city: '市川市',
  address1: '塩浜1-2-3',
};

for (const [viewport, order, product, resolution] of [
  ['desktop', 'JP1000103', /Pulse Studio/, 'repair'],
  ['phone', 'JP1000104', /DAC-1/, 'replace'],
] as const) {
  test(`a Japanese repair, ${resolution === 'repair' ? 'repaired' : 'replaced'}, from submission to shipped (${viewport})`, async ({
    browser,
  }) => {
    const session = await guestSession('jp', 'alex.jp@example.com');
    const rma = await customerReplacement(session, order, product, ADDRESS);
    const steps = rmaJp.timeline.step;
    const trackingNo = `4470-${order.slice(-4)}-${viewport === 'phone' ? '2' : '1'}`;

    const customer = await customerTimeline(browser, 'jp', rma, viewport);
    await expect(customer.page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await customer.read()).toEqual([
      { text: steps.requestReceived, active: true },
      { text: steps.approved, active: false },
      { text: steps.productReceived, active: false },
      { text: steps.productChecking, active: false },
      { text: steps.preparingReplacement, active: false },
      { text: steps.preparingShipment, active: false },
      { text: steps.replacementShipped, active: false },
    ]);

    const agent = await openConsole(browser, { viewport });
    await signIn(agent.page, 'agent');
    await openFromQueue(agent.page, rma.rmaNo);
    await noViolations(agent);
    await act(agent.page, 'approve', 'APPROVED');
    await customer.reachedStep(steps.approved);
    await expect(customer.page.getByText(rmaJp.timeline.text.approved)).toBeVisible();
    await expectReturnLabel(customer.page, rma.rmaNo, rmaJp.label.download);
    await screenshot(customer.page, `customer-repair-jp-approved-${viewport}`);

    await act(agent.page, 'receive', 'PRODUCT_RECEIVED');
    await customer.reachedStep(steps.productReceived);
    // A Japanese repair is checked, not inspected as a refund nor prepared straight away as a replacement.
    const offered = await offeredActions(agent.page);
    expect(offered).toContain(en.action.check);
    expect(offered).not.toContain(en.action['start-inspection']);
    expect(offered).not.toContain(en.action['prepare-replacement']);

    await act(agent.page, 'check', 'CHECKING');
    await customer.reachedStep(steps.productChecking);
    await expect(customer.page.getByText(rmaJp.timeline.text.productChecking)).toBeVisible();
    await noViolations(agent);
    await screenshot(agent.page, `staff-repair-checking-${viewport}`);

    await act(agent.page, 'resolve-repair', 'PREPARING_REPLACEMENT', async () => {
      await agent.page.getByRole('dialog').getByRole('radio', { name: en.resolution[resolution] }).check();
      await noViolations(agent);
    });
    await customer.reachedStep(steps.preparingReplacement);
    await act(agent.page, 'prepare-shipment', 'PREPARING_SHIPMENT');
    await customer.reachedStep(steps.preparingShipment);

    const serial = `RD1JP9${viewport === 'phone' ? '2' : '1'}01`;
    await act(agent.page, 'ship', 'SHIPPED', async () => {
      const dialog = agent.page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: en.form.carrier }).fill('ヤマト運輸');
      await dialog.getByRole('textbox', { name: en.form.trackingNo }).fill(trackingNo);
      const serialBox = dialog.getByRole('textbox', { name: product });
      // A repaired unit goes back with its own serial; a replaced one is a new unit, whose serial is given.
      if (resolution === 'replace') await serialBox.fill(serial);
      else await expect(serialBox).toHaveCount(0);
      await noViolations(agent);
      await screenshot(agent.page, `staff-repair-ship-${viewport}`, { fullPage: false });
    });
    if (resolution === 'replace') await expect(agent.page.getByText(serial).first()).toBeVisible();
    await noViolations(agent);
    await screenshot(agent.page, `staff-repair-shipped-${viewport}`);
    expect(unexpectedErrors(agent.errors)).toEqual([]);
    await agent.close();

    await customer.reachedStep(steps.replacementShipped);
    const shipped = customer.page.locator('ol[aria-label] > li[data-active]').last();
    await expect(shipped).toContainText(rmaJp.timeline.text.replacementShipped);
    await expect(shipped).toContainText(trackingNo);
    await screenshot(customer.page, `customer-repair-jp-shipped-${viewport}`);
    expect(unexpectedErrors(customer.errors)).toEqual([]);
    await customer.close();
  });
}
