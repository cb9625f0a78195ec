// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderStaff, staffUser, type Call } from '../../test/render.js';
import { FakeSocket, FakeWebSocket, inboxMessage, inboxPage, inboxRow } from './fixtures.js';
import { InboxPage } from './InboxPage.js';
import { StaffChatProvider } from './live/useStaffChat.js';

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const backoff = () => 1000;

function inboxApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/staff/inbox': (call: Call) =>
      new URLSearchParams(call.search).get('cursor') === 'c2'
        ? inboxPage([inboxRow(1, { preview: 'The oldest question' })], { openCount: 3 })
        : inboxPage(
            [
              inboxRow(3, { channel: 'chat', email: '', customerName: '', preview: 'Is anyone there?' }),
              inboxRow(2, { late: true, dueAt: '2026-11-19T10:00:00Z', customerName: 'Jamie Rivera' }),
            ],
            {
              nextCursor: 'c2',
              openCount: 3,
              oldestUnanswered: {
                id: 1,
                store: 'us',
                waitingSince: '2026-11-18T07:00:00Z',
                ageSeconds: 2 * 86400 + 3 * 3600,
              },
            },
          ),
    ...extra,
  });
}
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/staff/inbox');

async function renderInbox(path = '/inbox', staff = staffUser()) {
  return renderStaff(
    <StaffChatProvider WebSocket={FakeWebSocket} backoff={backoff}>
      <InboxPage />
    </StaffChatProvider>,
    { pattern: '/inbox', path, staff },
  );
}

describe('InboxPage', () => {
  it('lists conversations newest first with the open count, the oldest one’s age and late ones in words', async () => {
    const calls = inboxApi();
    await renderInbox();
    const late = await screen.findByRole('link', { name: 'Jamie Rivera' }, { timeout: 5000 });
    const lateRow = late.closest('tr')!;
    expect(within(lateRow).getByText('Late')).toBeTruthy();
    expect(lateRow.getAttribute('data-late')).toBe('true');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Chat visitor' }).getAttribute('href')).toBe('/inbox/3');
    expect(within(rows[0]!).getByText('Chat')).toBeTruthy();
    expect(screen.getByTestId('inbox-open-count').textContent).toBe('3');
    expect(screen.getByTestId('inbox-oldest-age').textContent).toBe('Waiting for 2 days 3 hours');
    expect(screen.getByRole('link', { name: 'Open it (US)' }).getAttribute('href')).toBe('/inbox/1');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest question')).toBeTruthy();
    expect(new URLSearchParams(listCalls(calls).at(-1)!.search).get('cursor')).toBe('c2');
    expect(screen.getByText('3 conversations shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the store, status and channel in the URL and asks the server for them', async () => {
    const calls = inboxApi();
    await renderInbox('/inbox?status=open');
    await screen.findByRole('link', { name: 'Jamie Rivera' }, { timeout: 5000 });
    expect(new URLSearchParams(listCalls(calls)[0]!.search).get('status')).toBe('open');
    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'chat');
    await userEvent.selectOptions(screen.getByLabelText('Store'), 'uk');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/inbox?store=uk&status=open&channel=chat'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(listCalls(calls).at(-1)!.search))).toMatchObject({
        store: 'uk',
        status: 'open',
        channel: 'chat',
        limit: '50',
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inbox?store=uk&channel=chat'));
  });

  it('ignores a filter in the URL that is not valid', async () => {
    const calls = inboxApi();
    await renderInbox('/inbox?status=pending&channel=chat');
    await screen.findByRole('link', { name: 'Jamie Rivera' }, { timeout: 5000 });
    const query = new URLSearchParams(listCalls(calls)[0]!.search);
    expect(query.get('status')).toBeNull();
    expect(query.get('channel')).toBe('chat');
  });

  it('goes online for chat on the socket, and shows new messages and typing live', async () => {
    const calls = inboxApi();
    await renderInbox();
    await screen.findByRole('link', { name: 'Jamie Rivera' }, { timeout: 5000 });
    expect(screen.getByTestId('chat-presence').textContent).toBe('Connecting to the live chat…');
    const socket = FakeSocket.last;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/staff\/chat\/ws$/);
    act(() => socket.open(['us', 'uk']));
    expect(screen.getByTestId('chat-presence').textContent).toBe(
      'You are online for chat in US, UK while the inbox is open.',
    );

    act(() => socket.receive({ type: 'typing', conversationId: 3, store: 'us', typing: true }));
    const chatRow = screen.getByRole('link', { name: 'Chat visitor' }).closest('tr')!;
    expect(within(chatRow).getByText('typing…')).toBeTruthy();

    const before = listCalls(calls).length;
    act(() =>
      socket.receive({
        type: 'message',
        conversationId: 3,
        store: 'us',
        message: inboxMessage(4, 'customer', 'Hello?'),
      }),
    );
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(within(chatRow).queryByText('typing…')).toBeNull();
  });

  it('reconnects after a dropped socket, but not after the server refused it', async () => {
    inboxApi();
    await renderInbox();
    await screen.findByRole('link', { name: 'Jamie Rivera' }, { timeout: 5000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => FakeSocket.last.open(['us']));
      act(() => FakeSocket.last.drop(1006));
      expect(screen.getByTestId('chat-presence').textContent).toBe('Connection to the live chat lost. Reconnecting…');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(FakeSocket.all).toHaveLength(2);
      act(() => FakeSocket.last.drop(4403));
      expect(screen.getByTestId('chat-presence').textContent).toBe('You are not online for chat.');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(FakeSocket.all).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens no socket for a viewer, and says they are not online for chat', async () => {
    inboxApi();
    await renderInbox('/inbox', staffUser({ role: 'viewer', stores: ['us', 'uk'] }));
    await screen.findByRole('link', { name: 'Jamie Rivera' }, { timeout: 5000 });
    expect(FakeSocket.all).toHaveLength(0);
    expect(screen.getByTestId('chat-presence').textContent).toBe(
      'Your role can read the inbox but not answer: you are not online for chat.',
    );
  });
});
