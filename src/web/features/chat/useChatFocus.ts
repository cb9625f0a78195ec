import { useCallback, useEffect, useRef } from 'react';
import { closeChat, openChat, useChatOpen } from '../../lib/chat.js';

/**
 * Focus around the panel: opened from the launcher, focus goes into the panel; opened by another control (the
 * home step's "online chat" choice), focus stays where the customer is. Closing returns focus where it was.
 */
export function useChatFocus() {
  const open = useChatOpen();
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const moveFocusIn = useRef(false);

  // The input may not be there yet when the panel opens (the form is a chunk loaded at the first opening): then it
  // takes the focus when it mounts (inputMounted).
  const focusInput = useCallback(() => {
    if (!moveFocusIn.current || !input.current) return;
    input.current.focus();
    moveFocusIn.current = false;
  }, []);
  useEffect(() => {
    if (open) focusInput();
    else moveFocusIn.current = false;
  }, [open, focusInput]);

  const openFromLauncher = () => {
    returnFocusTo.current = launcher.current;
    moveFocusIn.current = true;
    openChat();
  };
  const close = () => {
    const target = returnFocusTo.current ?? launcher.current;
    closeChat();
    returnFocusTo.current = null;
    requestAnimationFrame(() => (target?.isConnected ? target : launcher.current)?.focus());
  };
  return { open, launcher, input, openFromLauncher, close, inputMounted: focusInput };
}
