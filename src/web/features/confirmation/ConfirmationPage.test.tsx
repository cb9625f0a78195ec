// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonDe from '../../i18n/common/de.json' with { type: 'json' };
import commonEn from '../../i18n/common/en.json' with { type: 'json' };
import confirmationDe from '../../i18n/confirmation/de.json' with { type: 'json' };
import confirmationEn from '../../i18n/confirmation/en.json' with { type: 'json' };
import { REFUND_STEPS, REPLACEMENT_STEPS, STEP_NAME } from '../../../shared/rules/timeline.js';
import type { TConfirmationResponse } from '../../../shared/schemas/index.js';
import { wizard } from '../../test/fixtures.js';
import { mockApi, renderApp } from '../../test/render.js';
import { ConfirmationPage } from './ConfirmationPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const PATH = '/?rmaNo=RMA10000099&rmaId=id-99';

function confirmation(type: 1 | 2, loggedIn: boolean): TConfirmationResponse {
  return {
    request: { rmaNo: 'RMA10000099', rmaReceivedDateFormat: '2026-11-20' },
    detail: {
      rmaNo: 'RMA10000099',
      type,
      email: 'alex@example.com',
      loggedIn,
      status: 'RMA Request Received',
      store: 'us',
      labelLink: '',
      labelStatus: '',
      labelTrackingNo: '',
      replacementCarrier: '',
      replacementTrackingNo: '',
      countryCode: 'US',
      currency: 'USD',
      refundTotalEst: 0,
      refundTotalActual: 0,
      refundAmountReady: false,
      shippingCharge: 0,
      storeCredit: 0,
      tax: 0,
      refundStatus: REFUND_STEPS.map((step) => STEP_NAME[step]),
      replacementStatus: REPLACEMENT_STEPS.map((step) => STEP_NAME[step]),
      history: [{ rmA_STATUS: 'RMA Request Received', statuS_DATE_FORMAT: '2026-11-20' }],
      products: [],
    },
    wizard: wizard(1),
  };
}

/** The "what happens next" section once the answer is in (the page's frame has one before it). */
async function nextSection(texts: typeof confirmationEn) {
  await screen.findByRole('heading', { name: texts.productsTitle });
  return within(screen.getByRole('heading', { name: texts.next.title }).closest('section')!);
}

describe('confirmation page', () => {
  it('tells a guest what happens next for a refund, that the RMA number is enough, and offers sign-in as an option', async () => {
    mockApi({ 'GET /api/confirmation': confirmation(1, false) });
    await renderApp(<ConfirmationPage />, { path: PATH });

    const next = await nextSection(confirmationEn);
    const steps = next.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      confirmationEn.next.review,
      confirmationEn.next.refundInspect,
      confirmationEn.next.refundPay,
    ]);
    const link = next.getByRole('link', { name: commonEn.pageTitle['rma-status'] });
    expect(link.getAttribute('href')).toBe('/rma/enquiry/rma-status');
    expect(next.getByText(confirmationEn.guestText, { exact: false })).toBeTruthy();
    expect(next.getByRole('button', { name: confirmationEn.login })).toBeTruthy();
    // No e-mail is sent yet, so none is promised.
    expect(document.body.textContent).not.toMatch(/e-?mailed/i);
  });

  it('tells a member what happens next for a replacement, in German, with no sign-in prompt', async () => {
    mockApi({ 'GET /api/confirmation': confirmation(2, true) });
    await renderApp(<ConfirmationPage />, { path: PATH, store: 'de' });

    const next = await nextSection(confirmationDe);
    const steps = next.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      confirmationDe.next.review,
      confirmationDe.next.replacementCheck,
      confirmationDe.next.replacementShip,
    ]);
    expect(next.getByRole('link', { name: commonDe.pageTitle['rma-status'] })).toBeTruthy();
    expect(screen.queryByText(confirmationDe.guestText, { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: confirmationDe.login })).toBeNull();
  });

  it('thanks at once, with the RMA number from the address, while its answer is on the way, then fills in the answer', async () => {
    let answer: (value: TConfirmationResponse) => void = () => undefined;
    mockApi({ 'GET /api/confirmation': () => new Promise<TConfirmationResponse>((resolve) => (answer = resolve)) });
    await renderApp(<ConfirmationPage />, { path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: confirmationEn.thanks })).toBeTruthy();
    expect(screen.getByTestId('rma-number').textContent).toBe('RMA10000099');
    expect(screen.getByText(confirmationEn.keepNumber)).toBeTruthy();
    expect(screen.getByRole('heading', { name: confirmationEn.next.title })).toBeTruthy();
    // Refund or replacement is the answer's to say: their texts only keep their place, hidden from assistive
    // technology, and the page's loader waits below (it shows after 1.5 s).
    for (const text of [confirmationEn.receivedRefund, confirmationEn.next.refundInspect])
      expect(screen.getByText(text).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status', { hidden: true })).toBeTruthy();

    answer(confirmation(2, false));
    expect(await screen.findByText(confirmationEn.receivedReplacement)).toBeTruthy();
    expect(screen.getByTestId('rma-number').textContent).toBe('RMA10000099');
    expect(screen.getByText(confirmationEn.next.replacementCheck)).toBeTruthy();
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
  });

  it('opened without RMA numbers, says there is no request and links home, without a refresh', async () => {
    const calls = mockApi({});
    await renderApp(<ConfirmationPage />);

    expect(await screen.findByRole('heading', { name: confirmationEn.noRequest.title })).toBeTruthy();
    expect(screen.getByText(confirmationEn.noRequest.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: commonEn.backToHome }).getAttribute('href')).toBe('/rma');
    expect(screen.getByRole('link', { name: commonEn.pageTitle['rma-status'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /refresh/i })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/confirmation')).toEqual([]);
  });
});
