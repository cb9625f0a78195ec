import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Store } from '../../../../shared/stores.js';
import { ensureToken } from '../../../lib/api.js';
import { readStored } from '../../../lib/storage.js';
import { ChatConnection } from './connection.js';

/** At most one "typing" per this interval, and "stopped" after this long without a key. */
const TYPING_EVERY_MS = 3000;
const TYPING_IDLE_MS = 4000;

function chatUrl(store: Store): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/chat/ws?store=${encodeURIComponent(store)}`;
}

/**
 * The live chat of the store, once `enabled`: the conversation kept by the session (a reload brings it back),
 * the connection's state, and sending. Once started it stays connected for the page's life, so a reply arrives
 * with the panel closed and the socket itself says when agents come and go.
 */
export function useLiveChat(store: Store, enabled: boolean) {
  const connection = useMemo(
    () =>
      new ChatConnection({
        url: chatUrl(store),
        token: () => ensureToken(store),
        memberToken: () => readStored('memberToken'),
      }),
    [store],
  );
  useEffect(() => {
    if (enabled) connection.start();
  }, [enabled, connection]);
  useEffect(() => () => connection.stop(), [connection]);
  const snapshot = useSyncExternalStore(connection.subscribe, () => connection.current);

  const lastTyping = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = () => {
    const now = Date.now();
    if (now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      connection.typing(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(() => {
      lastTyping.current = 0;
      connection.typing(false);
    }, TYPING_IDLE_MS);
  };
  const send = (body: string) => {
    clearTimeout(idle.current);
    if (lastTyping.current) connection.typing(false);
    lastTyping.current = 0;
    connection.send(body);
  };
  return { ...snapshot, send, typed, retry: (clientId: string) => connection.retryMessage(clientId) };
}

export type LiveChat = ReturnType<typeof useLiveChat>;
