// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesEn from '../../../../shared/messages/en.json' with { type: 'json' };
import type { TRmaDetail } from '../../../../shared/schemas/rma.js';
import confirmationEn from '../../../i18n/confirmation/en.json' with { type: 'json' };
import requestEn from '../../../i18n/request/en.json' with { type: 'json' };
import rmaEn from '../../../i18n/rma/en.json' with { type: 'json' };
import { wizard } from '../../../test/fixtures.js';
import { mockApi, renderApp } from '../../../test/render.js';
import { RmaStatusPanel } from './RmaStatusPanel.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A completed refund with tax, shipping charge and store credit. */
const refundDetail: TRmaDetail = {
  rmaNo: 'RMA10000009',
  type: 1,
  email: 'alex.us@example.com',
  loggedIn: false,
  status: 'Refund Completed',
  store: 'us',
  labelLink: '',
  labelStatus: '',
  labelTrackingNo: '',
  replacementCarrier: '',
  replacementTrackingNo: '',
  countryCode: 'US',
  currency: 'USD',
  refundTotalEst: 120,
  refundTotalActual: 118.5,
  refundAmountReady: true,
  shippingCharge: 7.25,
  storeCredit: 3.5,
  tax: 9.75,
  refundStatus: ['RMA Request Received', 'RMA Approved', 'Product Received', 'Processing Refund', 'Refund Completed'],
  replacementStatus: [],
  history: [{ rmA_STATUS: 'Refund Completed', statuS_DATE_FORMAT: '2026-11-01' }],
  products: [],
};

/** A replacement shipped back with a carrier and its tracking number. */
const shippedDetail: TRmaDetail = {
  ...refundDetail,
  rmaNo: 'RMA10000017',
  type: 2,
  status: 'SHIPPED',
  replacementCarrier: 'DHL Express',
  replacementTrackingNo: 'JD014600003',
  refundStatus: [],
  history: ['SUBMITTED', 'APPROVED', 'PRODUCT_RECEIVED', 'PREPARING_REPLACEMENT', 'PREPARING_SHIPMENT', 'SHIPPED'].map(
    (status) => ({ rmA_STATUS: status, statuS_DATE_FORMAT: '2026-11-01' }),
  ),
};

/** The same, a step before: staff have not shipped it yet. */
const preparingDetail: TRmaDetail = {
  ...shippedDetail,
  rmaNo: 'RMA10000016',
  status: 'PREPARING_SHIPMENT',
  history: shippedDetail.history.slice(0, 5),
};
const DETAILS = [refundDetail, shippedDetail, preparingDetail];

const notFound = {
  status: 'not-found',
  code: 'rmaNotFound',
  message: messagesEn.rmaNotFound,
  detail: null,
  wizard: wizard(2, 4),
};

function api() {
  return mockApi({
    'POST /api/your-products/search-rma-request': (body: unknown) => {
      const detail = DETAILS.find((d) => d.rmaNo === (body as { keyword: string }).keyword);
      return detail ? { status: 'success', detail, wizard: wizard(2, 4) } : notFound;
    },
    'POST /api/your-products/service-required': { status: 'not-found', code: 'rmaNotFound', wizard: wizard(2, 4) },
    'POST /api/your-request/contact-us': { status: 'success' },
  });
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, rmaNumber: string) {
  const field = await screen.findByRole('combobox', { name: new RegExp(rmaEn.status.rmaNumber) });
  await user.clear(field);
  await user.type(field, rmaNumber);
  await user.click(screen.getByRole('button', { name: rmaEn.status.check }));
}

describe('RMA status panel', () => {
  it('shows the refund amount view of a completed refund: amount, shipping charge, store credit, tax', async () => {
    api();
    const user = userEvent.setup();
    await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />);
    await lookUp(user, refundDetail.rmaNo);

    const view = await screen.findByRole('region', { name: confirmationEn.refund.title });
    const row = (label: string) =>
      within(view)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(row(confirmationEn.refund.amount).textContent).toContain('$118.50');
    expect(row(confirmationEn.refund.shippingCharge).textContent).toContain('$7.25');
    expect(row(confirmationEn.refund.storeCredit).textContent).toContain('$3.50');
    expect(row(confirmationEn.refund.tax).textContent).toContain('$9.75');
    expect(within(view).getByText(confirmationEn.refund.final)).toBeTruthy();
  });

  it('shows each product with its picture, or the placeholder where the catalogue has none', async () => {
    const line = {
      rmA_LINE_ID: 1,
      rmA_STATUS: 'SUBMITTED',
      rmA_METHOD: 'RF',
      expecteD_SERIAL_NO: '',
      datE_OF_PURCHASE_FORMAT: '',
      warrantY_EXPIRY_DATE_FORMAT: '',
      uniT_PRICE: 10,
    };
    const detail: TRmaDetail = {
      ...refundDetail,
      products: [
        { ...line, expecteD_PART_DESC: 'Nova Pulse H6 Gaming Headset', image: '/rma/demo-images/headset.svg' },
        { ...line, rmA_LINE_ID: 2, expecteD_PART_DESC: 'Nova Live Cam HD 1080p Webcam', image: '' },
      ],
    };
    mockApi({
      'POST /api/your-products/search-rma-request': { status: 'success', detail, wizard: wizard(2, 4) },
    });
    const user = userEvent.setup();
    await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />);
    await lookUp(user, detail.rmaNo);

    const item = (name: string) => screen.getByText(name).closest('li')!;
    const picture = (await waitFor(() => item('Nova Pulse H6 Gaming Headset'))).querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/rma/demo-images/headset.svg');
    expect(picture.getAttribute('alt')).toBe('');
    const placeholder = item('Nova Live Cam HD 1080p Webcam');
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder.querySelector('[data-product-image="placeholder"]')).not.toBeNull();
  });

  it('shows the carrier and tracking number of a shipped replacement on its last step', async () => {
    api();
    const user = userEvent.setup();
    await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />);
    await lookUp(user, shippedDetail.rmaNo);
    const timeline = await screen.findByRole('list', {
      name: rmaEn.timeline.label.replace('{{rmaNo}}', shippedDetail.rmaNo),
    });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.at(-1)!.textContent).toContain(rmaEn.timeline.step.replacementShipped);
    expect(steps.at(-1)!.textContent).toContain(
      `${rmaEn.label.trackingNumber}${rmaEn.labelSeparator}DHL Express JD014600003`,
    );
    // Only the shipped step names the parcel.
    expect(steps.filter((step) => step.textContent!.includes('JD014600003'))).toHaveLength(1);
  });

  it('names no tracking number before the replacement ships', async () => {
    api();
    const user = userEvent.setup();
    await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />);
    await lookUp(user, preparingDetail.rmaNo);
    await screen.findByText(rmaEn.timeline.text.preparingShipment);
    expect(screen.queryByText(/JD014600003/)).toBeNull();
  });

  it('opens the contact form when the RMA number is not found, and sends the message', async () => {
    const calls = api();
    const user = userEvent.setup();
    const { location } = await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />, {
      routes: ['/contact-us-success'],
    });
    await lookUp(user, 'RMA99999999');
    expect((await screen.findAllByText(messagesEn.rmaNotFound)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: rmaEn.status.contactUs }));
    const box = await screen.findByRole('textbox', { name: new RegExp(requestEn.contact.label) });
    expect(calls.some((c) => c.path === '/api/your-products/service-required')).toBe(false);

    await user.type(box, 'My RMA number is not found');
    await user.click(screen.getByRole('button', { name: requestEn.submit }));
    await waitFor(() => expect(location().pathname).toBe('/contact-us-success'));
    expect(calls.find((c) => c.path === '/api/your-request/contact-us')?.body).toMatchObject({
      message: 'My RMA number is not found',
      channel: 'contact',
      store: 'us',
    });
  });

  it('opens the contact form without any RMA number', async () => {
    api();
    const user = userEvent.setup();
    await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />);
    await user.click(await screen.findByRole('button', { name: rmaEn.status.contactUs }));
    expect(await screen.findByRole('textbox', { name: new RegExp(requestEn.contact.label) })).toBeTruthy();
    expect(screen.queryByText(messagesEn.enterRmaNumber)).toBeNull();
  });

  it('asks about a found RMA through the request step (service-required, status enquiry)', async () => {
    const calls = mockApi({
      'POST /api/your-products/search-rma-request': { status: 'success', detail: refundDetail, wizard: wizard(2, 4) },
      'POST /api/your-products/service-required': { status: 'success', wizard: wizard(3, 4) },
    });
    const user = userEvent.setup();
    await renderApp(<RmaStatusPanel rmaNumberList={[]} initialRmaNumber="" />);
    await lookUp(user, refundDetail.rmaNo);
    await screen.findByRole('region', { name: confirmationEn.refund.title });
    await user.click(screen.getByRole('button', { name: rmaEn.status.contactUs }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/your-products/service-required')?.body).toMatchObject({
        natureEnquiry: 4,
        rmaNumber: refundDetail.rmaNo,
      }),
    );
    expect(screen.queryByRole('textbox', { name: new RegExp(requestEn.contact.label) })).toBeNull();
  });
});
