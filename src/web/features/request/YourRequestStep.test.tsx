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
});

const headset = line('Nova Pulse H6 Gaming Headset', { selected: true, actionSelected: 1 });

describe('your request step', () => {
  it('asks for a service and a reason, then submits and opens the confirmation (us, English)', async () => {
    const calls = mockApi({
      'GET /api/your-request': yourRequest([headset], { actionSelected: 0 }),
      'POST /api/your-request/submit': { status: 'success', rmaNo: 'RMA10000099', rmaId: 'id-99', wizard: wizard(1) },
    });
    const user = userEvent.setup();
    const { router, client } = await renderApp(<YourRequestStep />, { routes: ['/confirmation'] });

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

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(router.state.location.search).toContain('rmaNo=RMA10000099');
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
});
