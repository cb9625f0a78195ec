import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TInboxConversation, TStaffChatServerFrame } from '../../../../../shared/staff/inbox.js';
import { useCan } from '../../../lib/staff-context.js';
import { conversationKey } from '../api/get-conversation.js';
import { inboxListsKey } from '../api/get-inbox.js';
import { mergeMessages, StaffChatConnection, type ChatSnapshot } from './connection.js';

export const STAFF_CHAT_PATH = '/api/staff/chat/ws';

function chatUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${STAFF_CHAT_PATH}`;
}

/**
 * What a frame changes in the screens' cache: a message or an ack joins its conversation (shown at once, then
 * fetched again for its status and due date) and makes the lists and counts stale; a status change likewise.
 */
export function applyFrame(client: QueryClient, frame: TStaffChatServerFrame): void {
  // Conversations may have started while the socket was away: the lists are read again.
  if (frame.type === 'ready') return void client.invalidateQueries({ queryKey: inboxListsKey });
  if (frame.type === 'typing' || frame.type === 'error') return;
  const key = conversationKey(frame.conversationId);
  client.setQueryData<TInboxConversation>(key, (shown) => {
    if (!shown) return shown;
    if (frame.type === 'status') return { ...shown, status: frame.status };
    const incoming = frame.type === 'messages' ? frame.messages : [frame.message];
    return { ...shown, messages: mergeMessages(shown.messages, incoming) };
  });
  if (frame.type === 'messages' && frame.messages.length === 0) return;
  void client.invalidateQueries({ queryKey: key, exact: true });
  void client.invalidateQueries({ queryKey: inboxListsKey });
}

export interface StaffChatOptions {
  /** The browser's WebSocket; tests pass their own. */
  WebSocket?: typeof WebSocket;
  backoff?: (attempt: number) => number;
}

/**
 * The staff chat socket for as long as the inbox is on screen, for a user who may `work` (a viewer gets none and
 * is never online). Its frames go into the query cache, so the list and the open conversation show them live.
 */
export function useStaffChatSocket(options: StaffChatOptions = {}) {
  const client = useQueryClient();
  const canWork = useCan('work');
  const { WebSocket: Socket, backoff } = options;
  const connection = useMemo(
    () =>
      new StaffChatConnection({
        url: chatUrl(),
        WebSocket: Socket,
        backoff,
        onFrame: (frame) => applyFrame(client, frame),
      }),
    [client, Socket, backoff],
  );
  useEffect(() => {
    if (!canWork) return;
    connection.start();
    return () => connection.stop();
  }, [connection, canWork]);
  return { connection, canWork };
}

interface StaffChat {
  connection: StaffChatConnection;
  canWork: boolean;
}

const StaffChatContext = createContext<StaffChat | null>(null);

/** Holds the socket for the screens inside it (the inbox and its conversations). */
export function StaffChatProvider(props: StaffChatOptions & { children: ReactNode }) {
  const { children, ...options } = props;
  const chat = useStaffChatSocket(options);
  return <StaffChatContext.Provider value={chat}>{children}</StaffChatContext.Provider>;
}

/** The socket's state and its calls, for a screen inside StaffChatProvider. */
export function useStaffChat(): ChatSnapshot & StaffChat {
  const chat = useContext(StaffChatContext);
  if (!chat) throw new Error('useStaffChat outside StaffChatProvider');
  const snapshot = useSyncExternalStore(chat.connection.subscribe, () => chat.connection.current);
  return { ...snapshot, ...chat };
}
