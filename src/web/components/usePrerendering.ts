import { useSyncExternalStore } from 'react';

const unsubscribe = () => undefined;
const subscribe = () => unsubscribe;

/**
 * Whether this render is the build's pre-render (react-dom/server, src/web/prerender.tsx) rather than a browser's:
 * the server snapshot of a value that never changes. A page uses it to render what every visitor of the address
 * sees first, where the browser's own render reads the address and storage (the confirmation's RMA numbers).
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
