// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TInboxConversation } from '../../../../shared/staff/inbox.js';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { ConversationPage } from './ConversationPage.js';
import { FakeSocket, FakeWebSocket, conversation, inboxMessage } from './fixtures.js';
import { StaffChatProvider } from './live/useStaffChat.js';

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const backoff = () => 1000;
const me = staffUser({ id: 3, name: 'Alex Agent' });

const contact = conversation(5, {
  customerName: 'Jamie Rivera',
  customer: { email: 'jamie@example.com', firstName: 'Jamie', lastName: 'Rivera', language: 'fr' },
  messages: [
    inboxMessage(0, 'customer', 'Where is my refund?'),
    { ...inboxMessage(12, 'staff', 'It is on its way.'), name: 'Robin Staff', staffId: 7 },
    inboxMessage(15, 'customer', 'Thanks, and the label?'),
  ],
  rmas: [{ id: 'rma-9', rmaNo: 'RMA000009', status: 'APPROVED', createdAt: '2026-11-10T10:00:00Z' }],
});
const chat = conversation(6, {
  channel: 'chat',
  customerName: 'Sam Chat',
  messages: [inboxMessage(0, 'customer', 'Hi')],
});

function api(shown: TInboxConversation, extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET /api/staff/inbox/${shown.id}`]: shown,
    'GET /api/staff/inbox/404': reply(404, { status: 'not-found', code: 'notFound', message: 'Not found' }),
    ...extra,
  });
}

async function renderConversation(id: number | string, staff = me) {
  return renderStaff(
    <StaffChatProvider WebSocket={FakeWebSocket} backoff={backoff}>
      <ConversationPage />
    </StaffChatProvider>,
    { pattern: '/inbox/:id', path: `/inbox/${id}`, staff },
  );
}

const box = () => screen.getByRole('textbox', { name: /Your reply/ });
const sendButton = () => screen.getByRole('button', { name: 'Send reply' });

describe('ConversationPage', () => {
  it('shows the customer, the store, the messages in order by author and time, and the customer’s RMAs', async () => {
    api(contact);
    await renderConversation(5);
    expect(
      await screen.findByRole('heading', { name: 'Conversation with Jamie Rivera' }, { timeout: 5000 }),
    ).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('jamie@example.com')).toBeTruthy();
    expect(within(customer).getByText('Français (fr)')).toBeTruthy();
    expect(within(customer).getByText('US')).toBeTruthy();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['customer', 'staff', 'customer']);
    expect(within(messages[0]!).getByText('Jamie Rivera (customer)')).toBeTruthy();
    expect(within(messages[1]!).getByText('Robin Staff (staff)')).toBeTruthy();
    expect(messages[2]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-20T10:09:00Z');
    const rma = screen.getByRole('link', { name: 'RMA000009' });
    expect(rma.getAttribute('href')).toBe('/rmas/rma-9');
  });

  it('validates the reply (1–2000 characters) and sends a contact-us reply by HTTP, then shows it answered', async () => {
    const answered = {
      ...contact,
      status: 'answered' as const,
      messages: [...contact.messages, { ...inboxMessage(20, 'staff', 'Attached is your label.'), staffId: 3 }],
    };
    const calls = api(contact, { 'POST /api/staff/inbox/5/reply': { conversation: answered } });
    await renderConversation(5);
    await screen.findByRole('heading', { name: 'Conversation with Jamie Rivera' }, { timeout: 5000 });
    expect(screen.getByText('Sent to the customer by e-mail.')).toBeTruthy();
    await userEvent.type(box(), '   ');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Write a reply first.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(box());
    await userEvent.click(box());
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(sendButton());
    expect(await screen.findByText('A reply can be at most 2000 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(box());
    await userEvent.type(box(), '  Attached is your label.  ');
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getAllByText('Answered').length).toBeGreaterThan(0));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ body: 'Attached is your label.' });
    expect(post.headers['x-csrf-token']).toBe('csrf-test');
    expect(screen.getByText('You (staff)')).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal of a reply beside the form', async () => {
    api(contact, {
      'POST /api/staff/inbox/5/reply': reply(400, {
        status: 'fail',
        code: 'tooLong',
        message: 'Too long',
        fields: { body: 'Please keep it under 2000 characters.' },
      }),
    });
    await renderConversation(5);
    await screen.findByRole('heading', { name: 'Conversation with Jamie Rivera' }, { timeout: 5000 });
    await userEvent.type(box(), 'Hello');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The reply was not sent.Please keep it under 2000 characters.',
    );
  });

  it('closes and reopens a conversation', async () => {
    const calls = api(contact, {
      'POST /api/staff/inbox/5/status': (call: Call) => ({
        conversation: { ...contact, status: (call.body as { status: string }).status === 'closed' ? 'closed' : 'open' },
      }),
    });
    await renderConversation(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Close conversation' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen conversation' }));
    await screen.findByRole('button', { name: 'Close conversation' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'closed' },
      { status: 'open' },
    ]);
  });

  it('is read-only for a viewer: no reply box, no close', async () => {
    api(contact);
    await renderConversation(5, staffUser({ role: 'viewer', stores: ['us', 'uk'] }));
    await screen.findByRole('heading', { name: 'Conversation with Jamie Rivera' }, { timeout: 5000 });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull();
    expect(screen.getByText(/Replying and closing it need the agent role/)).toBeTruthy();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('shows the console’s not-found for a missing or out-of-scope id, and for one that is not a number', async () => {
    api(contact);
    await renderConversation(404);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    cleanup();
    await renderConversation('abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('ConversationPage live chat', () => {
  it('sends a chat reply on the socket, pending until its ack, and shows the customer’s messages and typing live', async () => {
    const calls = api(chat);
    await renderConversation(6);
    await screen.findByRole('heading', { name: 'Conversation with Sam Chat' }, { timeout: 5000 });
    const socket = FakeSocket.last;
    act(() => socket.open(['us']));
    expect(screen.getByText('Sent in the live chat: the customer reads it at once.')).toBeTruthy();
    expect(socket.sent).toContainEqual({ type: 'resume', conversationId: 6, after: 0 });

    await userEvent.type(box(), 'Hello Sam, how can I help?');
    expect(socket.sent).toContainEqual({ type: 'typing', conversationId: 6, typing: true });
    await userEvent.click(sendButton());
    const send = socket.sent.find((frame) => frame.type === 'send')!;
    expect(send).toMatchObject({ conversationId: 6, body: 'Hello Sam, how can I help?' });
    expect(typeof send.clientId).toBe('string');
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getByText('Sending…')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    act(() =>
      socket.receive({
        type: 'ack',
        clientId: send.clientId,
        conversationId: 6,
        message: { ...inboxMessage(31, 'staff', 'Hello Sam, how can I help?'), staffId: 3 },
      }),
    );
    expect(within(log).queryByText('Sending…')).toBeNull();
    expect(within(log).getByText('Hello Sam, how can I help?')).toBeTruthy();
    expect(within(log).getByText('You (staff)')).toBeTruthy();

    act(() => socket.receive({ type: 'typing', conversationId: 6, store: 'us', typing: true }));
    expect(screen.getByTestId('customer-typing').textContent).toBe('Sam Chat is typing…');
    act(() =>
      socket.receive({
        type: 'message',
        conversationId: 6,
        store: 'us',
        message: inboxMessage(32, 'customer', 'My order'),
      }),
    );
    expect(within(log).getByText('My order')).toBeTruthy();
    expect(screen.getByTestId('customer-typing').textContent).toBe('');
    // Another conversation's message does not show here.
    act(() =>
      socket.receive({
        type: 'message',
        conversationId: 9,
        store: 'us',
        message: inboxMessage(33, 'customer', 'Elsewhere'),
      }),
    );
    expect(within(log).queryByText('Elsewhere')).toBeNull();
  });

  it('shows a refused chat reply as not sent, with the reason, and sends it again after a resume', async () => {
    api(chat);
    await renderConversation(6);
    await screen.findByRole('heading', { name: 'Conversation with Sam Chat' }, { timeout: 5000 });
    const socket = FakeSocket.last;
    act(() => socket.open(['us']));
    await userEvent.type(box(), 'Are you there?');
    await userEvent.click(sendButton());
    const send = socket.sent.find((frame) => frame.type === 'send')!;
    act(() => socket.receive({ type: 'error', clientId: send.clientId, code: 'notFound', message: 'Not found' }));
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    socket.sent = [];
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(socket.sent).toEqual([{ type: 'resume', conversationId: 6, after: 0 }]);
    expect(screen.getByText('Sending…')).toBeTruthy();
    act(() => socket.receive({ type: 'messages', conversationId: 6, messages: [] }));
    expect(socket.sent.at(-1)).toEqual({
      type: 'send',
      clientId: send.clientId,
      conversationId: 6,
      body: 'Are you there?',
    });
  });

  it('shows a reply without an ack as not sent, and does not send it twice when the server had written it', async () => {
    api(chat);
    await renderConversation(6);
    await screen.findByRole('heading', { name: 'Conversation with Sam Chat' }, { timeout: 5000 });
    const socket = FakeSocket.last;
    act(() => socket.open(['us']));
    await userEvent.type(box(), 'One moment please.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(sendButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByText('The server did not confirm this reply.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    const written = { ...inboxMessage(50, 'staff', 'One moment please.'), staffId: 3 };
    act(() => socket.receive({ type: 'messages', conversationId: 6, messages: [written] }));
    expect(socket.sent.filter((frame) => frame.type === 'send')).toHaveLength(1);
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getAllByText('One moment please.')).toHaveLength(1);
    expect(within(log).queryByText('Sending…')).toBeNull();
  });

  it('sends a chat reply by HTTP while the socket is not open', async () => {
    const calls = api(chat, {
      'POST /api/staff/inbox/6/reply': { conversation: { ...chat, status: 'answered' } },
    });
    await renderConversation(6);
    await screen.findByRole('heading', { name: 'Conversation with Sam Chat' }, { timeout: 5000 });
    expect(screen.getByText(/The live chat is not connected/)).toBeTruthy();
    await userEvent.type(box(), 'Sorry for the wait.');
    await userEvent.click(sendButton());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ body: 'Sorry for the wait.' });
    expect(FakeSocket.last.sent.filter((frame) => frame.type === 'send')).toHaveLength(0);
  });

  it('reconnects with backoff and resumes the shown conversation from its last message', async () => {
    // The server's conversation, as a refetch reads it: the message is written before it is announced.
    let written = chat;
    mockApi({ 'GET /api/staff/inbox/6': () => written });
    await renderConversation(6);
    await screen.findByRole('heading', { name: 'Conversation with Sam Chat' }, { timeout: 5000 });
    const first = FakeSocket.last;
    act(() => first.open(['us']));
    const stillHere = inboxMessage(40, 'customer', 'Still here');
    written = { ...chat, messages: [...chat.messages, stillHere] };
    act(() => first.receive({ type: 'message', conversationId: 6, store: 'us', message: stillHere }));
    await screen.findByText('Still here');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => first.drop(1006));
    expect(screen.getByText('Connection to the live chat lost. Reconnecting…', { exact: false })).toBeTruthy();
    expect(FakeSocket.all).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(FakeSocket.all).toHaveLength(2);
    const second = FakeSocket.last;
    act(() => second.open(['us']));
    expect(second.sent).toContainEqual({ type: 'resume', conversationId: 6, after: 40 });
    act(() =>
      second.receive({ type: 'messages', conversationId: 6, messages: [inboxMessage(41, 'customer', 'Missed one')] }),
    );
    expect(screen.getByText('Missed one')).toBeTruthy();
  });
});
