/**
 * The whole loop of a replacement between the customer portal and the staff console (docs/staff/actions.md): a
 * customer submits a replacement with its shipping address, an agent approves it, the customer's status page shows
 * RMA Approved and the return label (which scans back to the RMA number); the agent receives the product, prepares
 * the replacement and its shipment and ships it with a carrier, a tracking number and the new unit's serial; the
 * customer's page shows Replacement Shipped with the tracking number. The customer's timeline is checked at each
 * step; at 1280 and 390 px, with axe on each console screen. Orders written to (an RMA made) are used by no other
 * test file: UK1000102 and DE1000102 (line 1, the Aurora X7, outside the satisfaction window: replacement only).
 * Its customers save shipping addresses, whose first address other files test: this file runs after every other
 * (playwright.config.ts, project "operator loops").
 */
import { expect, test } from '@playwright/test';
import rmaDe from '../../src/web/i18n/rma/de.json' with { type: 'json' };
import rmaEn from '../../src/web/i18n/rma/en.json' with { type: 'json' };
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
  type AddressInput,
} from './loop.js';
import { en, openConsole, signIn } from './staff.js';

const ADDRESSES: Record<'uk' | 'de', AddressInput> = {
  uk: {
    firstName: 'Alex',
    lastName: 'Tester',
    mobile1: '07700 900123',
    address1: '221 Deansgate',
    city: 'Manchester',
    state: 'Greater Manchester',
    postalCode: 'M3 4EN',
  },
  de: {
    firstName: 'Alex',
    lastName: 'Tester',
    mobile1: '+49 30 1234567',
    address1: 'Friedrichstraße 12',
    city: 'Berlin',
    state: 'Berlin',
    postalCode: '10117',
  },
};

// The customer's pages speak the store's language: English in uk, German in de.
for (const [viewport, store, order, texts] of [
  ['desktop', 'uk', 'UK1000102', rmaEn],
  ['phone', 'de', 'DE1000102', rmaDe],
] as const) {
  test(`a replacement from submission to Replacement Shipped, through the console (${viewport})`, async ({
    browser,
  }) => {
    const session = await guestSession(store, `alex.${store}@example.com`);
    const rma = await customerReplacement(session, order, /Aurora X7/, ADDRESSES[store]);
    const steps = texts.timeline.step;
    const trackingNo = `1Z${order}${viewport === 'phone' ? '2' : '1'}`;
    const serial = `AX7${store.toUpperCase()}9${viewport === 'phone' ? '2' : '1'}01`;

    const customer = await customerTimeline(browser, store, rma, viewport);
    expect(await customer.read()).toEqual([
      { text: steps.requestReceived, active: true },
      { text: steps.approved, active: false },
      { text: steps.productReceived, active: false },
      { text: steps.preparingReplacement, active: false },
      { text: steps.preparingShipment, active: false },
      { text: steps.replacementShipped, active: false },
    ]);

    const agent = await openConsole(browser, { viewport });
    await signIn(agent.page, 'agent');
    await openFromQueue(agent.page, rma.rmaNo);
    // The shipping address the customer chose is on the RMA page, for the replacement to go to.
    await expect(agent.page.getByText(ADDRESSES[store].address1)).toBeVisible();
    await noViolations(agent);
    await act(agent.page, 'approve', 'APPROVED');
    await customer.reachedStep(steps.approved);
    await expectReturnLabel(customer.page, rma.rmaNo, texts.label.download);

    await act(agent.page, 'receive', 'PRODUCT_RECEIVED');
    await customer.reachedStep(steps.productReceived);
    // A replacement is not inspected as a refund is, nor checked as a Japanese repair: it is prepared.
    const offered = await offeredActions(agent.page);
    expect(offered).toContain(en.action['prepare-replacement']);
    expect(offered).not.toContain(en.action['start-inspection']);
    expect(offered).not.toContain(en.action.check);
    await noViolations(agent);
    await screenshot(agent.page, `staff-replacement-received-${viewport}`);

    await act(agent.page, 'prepare-replacement', 'PREPARING_REPLACEMENT');
    await customer.reachedStep(steps.preparingReplacement);
    await act(agent.page, 'prepare-shipment', 'PREPARING_SHIPMENT');
    await customer.reachedStep(steps.preparingShipment);

    await act(agent.page, 'ship', 'SHIPPED', async () => {
      const dialog = agent.page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: en.form.carrier }).fill('DHL Express');
      await dialog.getByRole('textbox', { name: en.form.trackingNo }).fill(trackingNo);
      await dialog.getByRole('textbox', { name: /Aurora X7/ }).fill(serial);
      await noViolations(agent);
      await screenshot(agent.page, `staff-replacement-ship-${viewport}`, { fullPage: false });
    });
    // The line now carries the new unit: its serial, and the method RN (a new unit) in the lines.
    await expect(agent.page.getByText(serial).first()).toBeVisible();
    await expect(agent.page.getByText(trackingNo).first()).toBeVisible();
    await noViolations(agent);
    await screenshot(agent.page, `staff-replacement-shipped-${viewport}`);
    expect(unexpectedErrors(agent.errors)).toEqual([]);
    await agent.close();

    await customer.reachedStep(steps.replacementShipped);
    const shipped = customer.page.locator('ol[aria-label] > li[data-active]').last();
    // As it reads on screen: the store's label and separator, the carrier, the number.
    await expect(shipped).toContainText(
      `${texts.label.trackingNumber}${texts.labelSeparator}DHL Express ${trackingNo}`,
      {
        useInnerText: true,
      },
    );
    await screenshot(customer.page, `customer-replacement-shipped-${store}-${viewport}`);
    expect(unexpectedErrors(customer.errors)).toEqual([]);
    await customer.close();
  });
}
