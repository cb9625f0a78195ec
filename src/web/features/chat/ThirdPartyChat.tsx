import { useEffect } from 'react';
import { closeChat, openChat, subscribeChat, isChatOpen } from '../../lib/chat.js';
import type { ThirdPartyChat as Config } from './config.js';

declare global {
  interface Window {
    /** For a third-party chat script: tell the portal that the customer opened or closed the vendor's chat. */
    rmaChat?: { open: () => void; close: () => void };
  }
}

/**
 * Loads a store's third-party chat script instead of the built-in panel. The portal tells the script to open
 * or close with a `rma:chat` event ({ detail: { open } }) on window, e.g. when the home step's "online chat"
 * mode of contact is chosen; the script reports its own open/close through window.rmaChat.
 */
export function ThirdPartyChat({ config }: { config: Config }) {
  useEffect(() => {
    window.rmaChat = { open: openChat, close: closeChat };
    let script = document.querySelector<HTMLScriptElement>(`script[data-rma-chat="${CSS.escape(config.src)}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = config.src;
      script.async = true;
      script.dataset.rmaChat = config.src;
      document.body.appendChild(script);
    }
    const unsubscribe = subscribeChat(() => {
      window.dispatchEvent(new CustomEvent('rma:chat', { detail: { open: isChatOpen() } }));
    });
    return () => {
      unsubscribe();
      delete window.rmaChat;
    };
  }, [config.src]);
  return null;
}
