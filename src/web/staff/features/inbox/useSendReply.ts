import { useRef } from 'react';
import type { TInboxConversation } from '../../../../shared/staff/inbox.js';
import { useReply } from './api/reply.js';
import type { PendingReply } from './live/connection.js';
import { useStaffChat } from './live/useStaffChat.js';

/** At most one "typing" per this interval, and "stopped" after this long without a key. */
const TYPING_EVERY_MS = 3000;
const TYPING_IDLE_MS = 4000;

/**
 * Sending a reply: a chat's goes over the socket while it is open (shown as on its way until the server's ack),
 * anything else, and a chat's when the socket is not open, by HTTP. A reply the socket refused or lost is sent
 * again on the socket if it is open, else by HTTP.
 */
export function useSendReply(conversation: TInboxConversation) {
  const chat = useStaffChat();
  const http = useReply(conversation.id);
  const live = conversation.channel === 'chat';
  const lastTyping = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = () => {
    clearTimeout(idle.current);
    if (lastTyping.current) chat.connection.typing(conversation.id, false);
    lastTyping.current = 0;
  };
  const typed = () => {
    if (!live || !chat.connection.isOpen) return;
    const now = Date.now();
    if (now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      chat.connection.typing(conversation.id, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };
  /** Resolves once the reply is on its way (socket) or written (HTTP); rejects with the HTTP call's failure. */
  const send = async (body: string): Promise<void> => {
    stopTyping();
    if (live && chat.connection.send(conversation.id, body)) return;
    await http.mutateAsync(body);
  };
  const resend = (reply: PendingReply) => {
    if (chat.connection.resend(reply.clientId)) return;
    http.mutate(reply.body, { onSuccess: () => chat.connection.drop(reply.clientId) });
  };
  return {
    send,
    resend,
    typed,
    /** How the reply reaches the customer: in the live chat, by e-mail, or (a chat while the socket is away) both ways. */
    route: (!live ? 'mail' : chat.state === 'open' ? 'live' : 'chat-offline') as 'mail' | 'live' | 'chat-offline',
    sending: http.isPending,
    pending: chat.pending.filter((reply) => reply.conversationId === conversation.id),
    customerTyping: Boolean(chat.typing[conversation.id]),
  };
}
