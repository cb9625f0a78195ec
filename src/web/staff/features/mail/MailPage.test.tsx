// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMailDetail, TMailSummary } from '../../../../shared/schemas/mail.js';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { MailPage } from './MailPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function summary(n: number, overrides: Partial<TMailSummary> = {}): TMailSummary {
  return {
    id: `m${n}`,
    store: 'jp',
    event: 'rma-received',
    rmaId: `rma-${n}`,
    contactMessageId: null,
    recipient: `customer${n}@example.com`,
    sender: '"Returns JP" <returns.jp@demo.example>',
    language: 'jp',
    subject: `Subject ${n}`,
    status: 'kept',
    attempts: 1,
    nextAttemptAt: '2026-11-20T10:00:00Z',
    lastError: '',
    createdAt: '2026-11-20T10:00:00Z',
    sentAt: null,
    ...overrides,
  };
}

const detail = (n: number): TMailDetail => ({
  ...summary(n),
  messageId: `<m${n}@demo.example>`,
  html: `<p>Hello <b>${n}</b></p><script>parent.alert(1)</script>`,
  text: `Hello ${n}\nSecond line`,
});

function mailApi() {
  return mockApi({
    'GET /api/staff/mail': (call: Call) =>
      new URLSearchParams(call.search).get('cursor') === 'c2'
        ? { items: [summary(3)], nextCursor: null }
        : { items: [summary(1), summary(2, { status: 'failed', lastError: '550 no such user' })], nextCursor: 'c2' },
    'GET /api/staff/mail/m1': detail(1),
    'GET /api/staff/mail/gone': reply(404, { status: 'not-found', code: 'notFound', message: 'Not found' }),
  });
}
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/staff/mail');

describe('MailPage', () => {
  it('lists e-mails newest first with their state, and loads more by keyset', async () => {
    const calls = mailApi();
    await renderStaff(<MailPage />, { pattern: '/mail', path: '/mail' });
    const first = await screen.findByRole('link', { name: /Subject 1/ }, { timeout: 5000 });
    expect(within(first).getByText('Kept')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Subject 2/ })).getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Choose an e-mail to read it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Subject 3/ })).toBeTruthy();
    expect(new URLSearchParams(listCalls(calls).at(-1)!.search).get('cursor')).toBe('c2');
  });

  it('puts the store, state and recipient in the URL and the query', async () => {
    const calls = mailApi();
    await renderStaff(<MailPage />, { pattern: '/mail', path: '/mail?store=jp' });
    await screen.findByRole('link', { name: /Subject 1/ }, { timeout: 5000 });
    await userEvent.selectOptions(screen.getByLabelText('State'), 'kept');
    await userEvent.type(screen.getByLabelText('Recipient'), 'Tanaka{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mail?store=jp&status=kept&q=Tanaka'));
    expect(Object.fromEntries(new URLSearchParams(listCalls(calls).at(-1)!.search))).toMatchObject({
      store: 'jp',
      status: 'kept',
      recipient: 'Tanaka',
    });
  });

  it('offers only the user’s stores', async () => {
    mailApi();
    await renderStaff(<MailPage />, {
      pattern: '/mail',
      path: '/mail',
      staff: staffUser({ stores: ['jp', 'de'] }),
    });
    await screen.findByRole('link', { name: /Subject 1/ }, { timeout: 5000 });
    const options = within(screen.getByLabelText('Store')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All stores', 'JP', 'DE']);
  });

  it('opens an e-mail: its facts, the RMA link, the HTML in a sandbox without scripts, and the text', async () => {
    mailApi();
    await renderStaff(<MailPage />, { pattern: '/mail', path: '/mail?id=m1' });
    expect(await screen.findByRole('heading', { name: 'Subject 1' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('customer1@example.com', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('日本語 (jp)')).toBeTruthy();
    expect(screen.getByText('<m1@demo.example>')).toBeTruthy();
    expect(screen.getByText(/No SMTP server is configured/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the RMA' }).getAttribute('href')).toBe('/rmas/rma-1');
    const frame = screen.getByTitle('The e-mail as HTML: Subject 1');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank"><p>Hello <b>1</b></p>');
    await userEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByRole('tabpanel', { name: 'Plain text' }).querySelector('pre')!.textContent).toBe(
      'Hello 1\nSecond line',
    );
  });

  it('says so when the e-mail is not there, or not in the user’s stores', async () => {
    mailApi();
    await renderStaff(<MailPage />, { pattern: '/mail', path: '/mail?id=gone' });
    expect(
      await screen.findByText('This e-mail does not exist, or it is not in your stores.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
