// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import requestEn from '../../i18n/request/en.json' with { type: 'json' };
import { line, wizard, yourRequest } from '../../test/fixtures.js';
import { mockApi, renderApp } from '../../test/render.js';
import { YourRequestStep } from './YourRequestStep.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headset = line('Nova Pulse H6 Gaming Headset', { selected: true, actionSelected: 1, unitPrice: 59.99 });
const CONTACT = 'Alex Morgan · alex.us@example.com · United States';

function host() {
  return {
    contact: CONTACT,
    products: 'Return a product · Order US1000101 · Nova Pulse H6 Gaming Headset',
    onChangeDetails: vi.fn(),
    onChangeProducts: vi.fn(),
    onStage: vi.fn(),
  };
}

describe('the review before submit', () => {
  it('lists what was chosen with Change links, and its one Submit sends the request (us refund)', async () => {
    const calls = mockApi({
      'GET /api/your-request': yourRequest([headset], { actionSelected: 0, actionAvailable: [1, 2, 3] }),
      'POST /api/your-request/submit': { status: 'success', rmaNo: 'RMA10000098', rmaId: 'id-98', wizard: wizard(1) },
    });
    const user = userEvent.setup();
    const lent = host();
    const { location } = await renderApp(<YourRequestStep host={lent} />, { routes: ['/confirmation'] });

    await user.click(await screen.findByRole('checkbox', { name: requestEn.service.refund }));
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(requestEn.reason) }), 'CHANGE_OF_MIND');
    await user.click(screen.getByRole('radio', { name: requestEn.no }));
    await user.type(screen.getByRole('textbox', { name: requestEn.comments }), 'No longer needed');
    await user.click(screen.getByRole('button', { name: requestEn.review.open }));

    const review = await screen.findByRole('heading', { name: requestEn.review.title });
    const panel = review.closest('[data-request-review]') as HTMLElement;
    expect(lent.onStage).toHaveBeenLastCalledWith({ service: 1, reviewing: true });
    const text = panel.textContent ?? '';
    for (const expected of [
      requestEn.service.refund,
      'Nova Pulse H6 Gaming Headset',
      requestEn.reasons.CHANGE_OF_MIND,
      'No longer needed',
      '$59.99',
      CONTACT,
      lent.products,
    ]) {
      expect(text).toContain(expected);
    }
    // The form is out of sight, and the review's Submit is the one button to send.
    expect(screen.queryByRole('button', { name: requestEn.review.open })).toBeNull();
    expect(within(panel).getAllByRole('button', { name: requestEn.review.submit })).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/your-request/submit')).toBe(false);

    // Change the contact details or the products: the home page's ways back.
    await user.click(
      within(panel).getByRole('button', { name: `${requestEn.review.change}: ${requestEn.review.contactTitle}` }),
    );
    expect(lent.onChangeDetails).toHaveBeenCalledTimes(1);
    await user.click(
      within(panel).getByRole('button', { name: `${requestEn.review.change}: ${requestEn.review.productsTitle}` }),
    );
    expect(lent.onChangeProducts).toHaveBeenCalledTimes(1);

    // Change the reasons: the form again, with what was typed.
    await user.click(
      within(panel).getByRole('button', { name: `${requestEn.review.change}: ${requestEn.review.reasonsTitle}` }),
    );
    expect((screen.getByRole('textbox', { name: requestEn.comments }) as HTMLTextAreaElement).value).toBe(
      'No longer needed',
    );
    expect(lent.onStage).toHaveBeenLastCalledWith({ service: 1, reviewing: false });

    await user.click(screen.getByRole('button', { name: requestEn.review.open }));
    await user.click(await screen.findByRole('button', { name: requestEn.review.submit }));
    await waitFor(() => expect(location().pathname).toBe('/confirmation'));
    const sent = calls.filter((c) => c.path === '/api/your-request/submit');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      serviceRequired: 1,
      items: [{ sourceId: headset.sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'no', comments: 'No longer needed' }],
    });
  });

  it('shows a repair’s fault by its description and no refund amount', async () => {
    const fault = {
      id: 7,
      faultCategory: 'Audio',
      faultCategoryDesc: 'Sound',
      faultCode: 'AUD01',
      faultCodeDesc: 'No sound',
      display: true,
      needPOP: false,
    };
    const repairLine = { ...headset, actionSelected: 2, faultList: [fault] };
    mockApi({
      'GET /api/your-request': yourRequest([repairLine], { actionSelected: 2, actionAvailable: [2, 3] }),
    });
    const user = userEvent.setup();
    await renderApp(<YourRequestStep host={host()} />);
    await screen.findByRole('checkbox', { name: requestEn.service.repair });
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(requestEn.faultCategory) }), 'Audio');
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(requestEn.faultCode) }), 'AUD01');
    await user.click(screen.getByRole('radio', { name: requestEn.no }));
    await user.click(screen.getByRole('button', { name: requestEn.review.open }));
    const panel = (await screen.findByRole('heading', { name: requestEn.review.title })).closest(
      '[data-request-review]',
    ) as HTMLElement;
    expect(panel.textContent).toContain(requestEn.service.repair);
    expect(panel.textContent).toContain('No sound');
    expect(panel.textContent).toContain('Sound');
    expect(panel.textContent).toContain(requestEn.review.afterReplacement);
    expect(panel.textContent).not.toContain(requestEn.review.refundTitle);
  });
});
