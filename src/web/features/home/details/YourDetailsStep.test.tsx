// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesDe from '../../../../shared/messages/de.json' with { type: 'json' };
import messagesEn from '../../../../shared/messages/en.json' with { type: 'json' };
import commonDe from '../../../i18n/common/de.json' with { type: 'json' };
import commonJp from '../../../i18n/common/jp.json' with { type: 'json' };
import homeDe from '../../../i18n/home/de.json' with { type: 'json' };
import homeEn from '../../../i18n/home/en.json' with { type: 'json' };
import homeJp from '../../../i18n/home/jp.json' with { type: 'json' };
import { details, wizard } from '../../../test/fixtures.js';
import { mockApi, renderApp } from '../../../test/render.js';
import { YourDetailsStep } from './YourDetailsStep.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/rma`));
});

const flow = {
  step: 1,
  hasContactMode: true,
  onContactModeMissing: () => {},
  onAutoSubmit: () => {},
  onEdited: () => {},
};

describe('your details step', () => {
  it('tells what is missing, then saves the details and records the server’s wizard (us, English)', async () => {
    const calls = mockApi({
      'GET /api/your-details': details('us'),
      'POST /api/your-details': { status: 'success', token: 'saved-token', wizard: wizard(2) },
      'POST /api/your-details/email-status': { status: 'guest', loggedIn: false, token: 't' },
      'GET /api/your-products': {},
    });
    const user = userEvent.setup();
    const { client } = await renderApp(<YourDetailsStep {...flow} />);

    const next = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByRole('textbox', { name: homeEn.details.firstName })).toHaveProperty('value', '');
    await user.click(next);
    for (const key of ['enterFirstName', 'enterLastName', 'enterEmail'] as const) {
      expect(await screen.findByText(messagesEn[key])).toBeTruthy();
    }
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/your-details')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: homeEn.details.firstName }), ' Alex ');
    await user.type(screen.getByRole('textbox', { name: homeEn.details.lastName }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: homeEn.details.email }), 'not-an-email');
    await user.click(next);
    expect(await screen.findByText(messagesEn.enterValidEmail)).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: homeEn.details.email }));
    await user.type(screen.getByRole('textbox', { name: homeEn.details.email }), 'alex.us@example.com');
    await user.click(next);
    await waitFor(() => expect(client.getQueryData(['wizard', 'us'])).toEqual(wizard(2)));
    const saved = calls.find((c) => c.method === 'POST' && c.path === '/api/your-details');
    // The store's own country and the interface language were chosen for the customer; no ID outside Taiwan.
    expect(saved?.body).toEqual({
      store: 'us',
      firstName: 'Alex',
      lastName: 'Doe',
      email: 'alex.us@example.com',
      country: 840,
      pid: '-',
      languageReply: 'en',
    });
    expect(window.localStorage.getItem('rma.token')).toBe('saved-token');
    expect(screen.queryByText(messagesEn.enterFirstName)).toBeNull();
  });

  it('asks for the personal ID when the country is Taiwan, in German', async () => {
    mockApi({ 'GET /api/your-details': details('de', { country: 158 }) });
    const user = userEvent.setup();
    await renderApp(<YourDetailsStep {...flow} />, { store: 'de' });
    await user.click(await screen.findByRole('button', { name: commonDe.next }));
    expect(await screen.findByText(messagesDe.enterFirstName)).toBeTruthy();
    expect(screen.getByText(messagesDe.enterPid)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: new RegExp(homeDe.details.pid) })).toBeTruthy();
  });

  it('shows no personal ID field for another country', async () => {
    mockApi({ 'GET /api/your-details': details('us') });
    await renderApp(<YourDetailsStep {...flow} />);
    await screen.findByRole('button', { name: 'Next' });
    expect(screen.queryByRole('textbox', { name: new RegExp(homeEn.details.pid) })).toBeNull();
  });

  it.each([
    [1, true],
    [3, false],
  ] as const)(
    'submits known details on the customer’s behalf only at step 1 (server step %s → %s)',
    async (step, sent) => {
      const known = {
        firstName: 'Alex',
        lastName: 'Doe',
        email: 'alex.us@example.com',
        country: 840,
        wizard: wizard(step),
      };
      const calls = mockApi({
        'GET /api/your-details': details('us', known),
        'POST /api/your-details': { status: 'success', token: 'saved-token', wizard: wizard(2) },
        'GET /api/your-products': {},
      });
      const onAutoSubmit = vi.fn();
      await renderApp(<YourDetailsStep {...flow} step={step} onAutoSubmit={onAutoSubmit} />);
      await screen.findByRole('button', { name: step === 1 ? 'Next' : homeEn.details.update });
      await waitFor(() => expect(onAutoSubmit).toHaveBeenCalledTimes(sent ? 1 : 0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/your-details')).toHaveLength(sent ? 1 : 0);
    },
  );

  it('focuses the first field with a message, in the store’s order of names (jp: family name first)', async () => {
    mockApi({ 'GET /api/your-details': details('jp', { email: 'kenji@example.com' }) });
    const user = userEvent.setup();
    await renderApp(<YourDetailsStep {...flow} />, { store: 'jp' });
    await screen.findByRole('textbox', { name: homeJp.details.lastName });
    await user.click(screen.getByRole('button', { name: commonJp.next }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: homeJp.details.lastName }));

    await user.type(screen.getByRole('textbox', { name: homeJp.details.lastName }), '山田');
    await user.click(screen.getByRole('button', { name: commonJp.next }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: homeJp.details.firstName }));
  });

  it('says nothing when a field is left before the first send; once sent, leaving a corrected field clears its message', async () => {
    mockApi({ 'GET /api/your-details': details('us') });
    const user = userEvent.setup();
    await renderApp(<YourDetailsStep {...flow} />);
    const email = await screen.findByRole('textbox', { name: homeEn.details.email });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(screen.queryByText(messagesEn.enterValidEmail)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messagesEn.enterValidEmail)).toBeTruthy();
    expect(screen.getByText(messagesEn.enterFirstName)).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'alex.us@example.com');
    // Typing alone does not judge; leaving the field does.
    expect(screen.getByText(messagesEn.enterValidEmail)).toBeTruthy();
    await user.tab();
    expect(screen.queryByText(messagesEn.enterValidEmail)).toBeNull();
    // The other fields keep their messages until they are corrected.
    expect(screen.getByText(messagesEn.enterFirstName)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the server’s message at its field', async () => {
    // A 400 with a message per field, as the server answers a rule it checks beyond the form's.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), window.location.origin).pathname;
      if (path === '/api/your-details' && (init.method ?? 'GET') === 'POST') {
        const body = {
          status: 'invalid',
          code: 'invalidRequest',
          message: 'Invalid',
          fields: { email: 'Blocked address' },
        };
        return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
      }
      if (path === '/api/your-details') {
        const body = details('us', { firstName: 'Alex', lastName: 'Doe', country: 840 });
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup();
    await renderApp(<YourDetailsStep {...flow} />);
    await user.type(await screen.findByRole('textbox', { name: homeEn.details.email }), 'alex@blocked.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Blocked address')).toBeTruthy();
  });

  it('offers the store’s countries in the browser’s own select; choosing Taiwan asks for the personal ID', async () => {
    mockApi({ 'GET /api/your-details': details('us') });
    const user = userEvent.setup();
    await renderApp(<YourDetailsStep {...flow} />);
    const country = await screen.findByRole('combobox', { name: homeEn.details.country });
    expect(country.tagName).toBe('SELECT');
    // The store's own country is chosen for the customer.
    expect((country as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('United States');
    expect(screen.queryByRole('textbox', { name: new RegExp(homeEn.details.pid) })).toBeNull();
    await user.selectOptions(country, 'Taiwan');
    expect(screen.getByRole('textbox', { name: new RegExp(homeEn.details.pid) })).toBeTruthy();
  });
});
