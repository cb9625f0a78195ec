// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesEn from '../../../shared/messages/en.json' with { type: 'json' };
import messagesFr from '../../../shared/messages/fr.json' with { type: 'json' };
import requestEn from '../../i18n/request/en.json' with { type: 'json' };
import requestFr from '../../i18n/request/fr.json' with { type: 'json' };
import { line, wizard, yourRequest } from '../../test/fixtures.js';
import { mockApi, renderApp } from '../../test/render.js';
import { YourRequestStep } from './YourRequestStep.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const headset = line('Nova Pulse H6 Gaming Headset', { selected: true, actionSelected: 1 });

describe('your request step', () => {
  it('asks for a service and a reason, then submits and opens the confirmation (us, English)', async () => {
    const calls = mockApi({
      'GET /api/your-request': yourRequest([headset], { actionSelected: 0 }),
      'POST /api/your-request/submit': { status: 'success', rmaNo: 'RMA10000099', rmaId: 'id-99', wizard: wizard(1) },
    });
    const user = userEvent.setup();
    const { location, client } = await renderApp(<YourRequestStep />, { routes: ['/confirmation'] });

    await user.click(await screen.findByRole('button', { name: requestEn.review.open }));
    expect(await screen.findByText(messagesEn.selectOneService)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: requestEn.service.refund }));
    expect(screen.queryByText(messagesEn.selectOneService)).toBeNull();
    await user.click(screen.getByRole('button', { name: requestEn.review.open }));
    expect(await screen.findByText(messagesEn.pleaseSelectOne)).toBeTruthy();
    expect(screen.getByText(messagesEn.selectCosmetic)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/your-request/submit')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(requestEn.reason) }), 'CHANGE_OF_MIND');
    expect(screen.queryByText(messagesEn.pleaseSelectOne)).toBeNull();
    await user.click(screen.getByRole('radio', { name: requestEn.no }));
    await user.type(screen.getByRole('textbox', { name: requestEn.comments }), 'No longer needed');
    // A valid form opens the review; nothing is sent until its Submit.
    await user.click(screen.getByRole('button', { name: requestEn.review.open }));
    await user.click(await screen.findByRole('button', { name: requestEn.review.submit }));

    await waitFor(() => expect(location().pathname).toBe('/confirmation'));
    expect(location().search).toContain('rmaNo=RMA10000099');
    const submit = calls.find((c) => c.path === '/api/your-request/submit');
    expect(submit?.body).toMatchObject({
      serviceRequired: 1,
      store: 'us',
      items: [{ sourceId: headset.sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'no', comments: 'No longer needed' }],
    });
    expect(window.localStorage.getItem('rma.rmaNo')).toBe('RMA10000099');
    expect(client.getQueryData(['wizard', 'us'])).toEqual(wizard(1));
  });

  it('presets the repair reason and asks the French customer about cosmetic damage', async () => {
    mockApi({ 'GET /api/your-request': yourRequest([{ ...headset, store: 'fr' }], { actionSelected: 2 }) });
    const user = userEvent.setup();
    await renderApp(<YourRequestStep />, { store: 'fr' });
    const repair = await screen.findByRole('checkbox', { name: requestFr.service.repair });
    expect((repair as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: requestFr.reason }) as HTMLInputElement).value).toBe(
      requestFr.reasons.DEFECTIVE,
    );
    await user.click(screen.getByRole('button', { name: requestFr.review.open }));
    expect(await screen.findByText(messagesFr.selectCosmetic)).toBeTruthy();
    expect(screen.queryByRole('button', { name: requestFr.review.submit })).toBeNull();
  });

  it('opens the message box for a contact action and refuses an empty message', async () => {
    const calls = mockApi({ 'GET /api/your-request': yourRequest([], { actionSelected: 4, actionAvailable: [3] }) });
    const user = userEvent.setup();
    await renderApp(<YourRequestStep />);
    const box = await screen.findByRole('textbox', { name: new RegExp(requestEn.contact.label) });
    expect(box).toBeTruthy();
    await user.click(screen.getByRole('button', { name: requestEn.submit }));
    expect(await screen.findByText(messagesEn.enterMessage)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/your-request/contact-us')).toBe(false);
  });

  describe('a reload during the review', () => {
    const pebble = line('Nova Pebble 2.0 USB Desktop Speakers', { selected: true, actionSelected: 1 });
    const review = () => screen.queryByRole('button', { name: requestEn.review.submit });
    const changeService = `${requestEn.review.change}: ${requestEn.serviceLegend}`;

    /** The step as a reload shows it: a new page (query cache, form) on the same tab's storage. */
    async function reload(answer = yourRequest([headset], { actionSelected: 1 }), token?: string) {
      cleanup();
      mockApi({ 'GET /api/your-request': answer });
      await renderApp(<YourRequestStep />, { token });
      await screen.findByRole('heading', { name: requestEn.title });
      await screen.findByRole('button', {
        name: new RegExp(`^(${requestEn.review.open}|${requestEn.review.submit})$`),
      });
    }

    /** A refund for the headset, reviewed. */
    async function reviewARefund() {
      mockApi({ 'GET /api/your-request': yourRequest([headset], { actionSelected: 1 }) });
      const user = userEvent.setup();
      await renderApp(<YourRequestStep />);
      // A return's products open on the refund.
      const refund = await screen.findByRole('checkbox', { name: requestEn.service.refund });
      expect((refund as HTMLInputElement).checked).toBe(true);
      await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(requestEn.reason) }), 'CHANGE_OF_MIND');
      await user.click(screen.getByRole('radio', { name: requestEn.no }));
      await user.type(screen.getByRole('textbox', { name: requestEn.comments }), 'Too quiet for me');
      await user.click(screen.getByRole('button', { name: requestEn.review.open }));
      expect(await screen.findByRole('button', { name: requestEn.review.submit })).toBeTruthy();
      return user;
    }

    it('shows the review again, with what was said, until Change goes back to the form', async () => {
      await reviewARefund();
      await reload();
      expect(review()).toBeTruthy();
      const reviewed = document.querySelector('[data-request-review]')!;
      expect(reviewed.textContent).toContain(requestEn.service.refund);
      expect(reviewed.textContent).toContain(requestEn.reasons.CHANGE_OF_MIND);
      expect(reviewed.textContent).toContain('Too quiet for me');

      // Change: the form, still filled in; a reload now shows the form.
      await userEvent.setup().click(screen.getByRole('button', { name: changeService }));
      expect(review()).toBeNull();
      expect((screen.getByRole('textbox', { name: requestEn.comments }) as HTMLTextAreaElement).value).toBe(
        'Too quiet for me',
      );
      await reload();
      expect(review()).toBeNull();
    });

    it('shows the form when the request is no longer the same: other products, another session, a change', async () => {
      await reviewARefund();
      await reload(yourRequest([headset, pebble], { actionSelected: 1 }));
      expect(review()).toBeNull();
      // Forgotten, not only passed over: the same products again show the form too.
      await reload();
      expect(review()).toBeNull();

      cleanup();
      await reviewARefund();
      await reload(undefined, 'another-session');
      expect(review()).toBeNull();

      cleanup();
      const user = await reviewARefund();
      await user.click(screen.getByRole('button', { name: changeService }));
      await user.type(screen.getByRole('textbox', { name: requestEn.comments }), ', really');
      await reload();
      expect(review()).toBeNull();
    });
  });
});
