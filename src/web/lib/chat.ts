import { useSyncExternalStore } from 'react';

/**
 * Whether the support chat is open. A tiny external store rather than a React context so that any feature (the
 * chat widget, the home step's "online chat" mode of contact) can open or close the chat without importing
 * another feature and without a provider. Only stores whose STORE_INFO says `chat` show a chat at all.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openChat(): void {
  set(true);
}

export function closeChat(): void {
  set(false);
}

export function isChatOpen(): boolean {
  return open;
}

export function subscribeChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the chat opens or closes. */
export function useChatOpen(): boolean {
  return useSyncExternalStore(subscribeChat, isChatOpen, () => false);
}
