import type { Store } from '../../../shared/stores.js';

/**
 * A store may use a third-party chat service instead of the built-in chat panel: name the script here, or at
 * build time with VITE_CHAT_SCRIPT_<STORE> (e.g. VITE_CHAT_SCRIPT_US=/rma/chat/vendor-us.js). The page's CSP
 * allows scripts from its own origin only, so either serve the vendor's loader from this origin or add the
 * vendor's host to script-src (and connect-src/frame-src as the vendor needs) in src/server/app.ts.
 * See docs/decisions/0004-page-shell-and-chat.md for the small contract such a script follows.
 */
export interface ThirdPartyChat {
  /** Script address: same-origin path, or a host added to the CSP. */
  src: string;
}

export const THIRD_PARTY_CHAT: Partial<Record<Store, ThirdPartyChat>> = {};

export function thirdPartyChatOf(store: Store): ThirdPartyChat | null {
  const fromEnv = (import.meta.env as Record<string, string | undefined>)[`VITE_CHAT_SCRIPT_${store.toUpperCase()}`];
  if (fromEnv) return { src: fromEnv };
  return THIRD_PARTY_CHAT[store] ?? null;
}
