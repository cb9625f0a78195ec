import { useSyncExternalStore } from 'react';
import { TIMINGS } from '../../shared/limits.js';

export type ToastKind = 'error' | 'success' | 'info';

let closeLabel = 'Close';
/** The accessible name of a toast's close button, in the interface language (the app sets it once). */
export function setToastCloseLabel(label: string) {
  closeLabel = label;
}

let toastsWanted = false;
const toastsListeners = new Set<() => void>();

/**
 * Whether a toast has been asked for yet: the app mounts the toasts' container (Toasts.tsx, a chunk with its
 * styles) from the first one on, not with the first screen, where loading it added a stylesheet and six files to
 * the first render (docs/decisions/0047-first-render-in-short-tasks.md). A toast asked for before the container has
 * mounted waits in the store and shows when it does.
 */
function toastsAskedFor(): boolean {
  return toastsWanted;
}

function onToastsAskedFor(listener: () => void): () => void {
  toastsListeners.add(listener);
  return () => toastsListeners.delete(listener);
}

/** Re-renders once, when the first toast is asked for (as useChatOpen does for the chat, lib/chat.ts). */
export function useToastsAskedFor(): boolean {
  return useSyncExternalStore(onToastsAskedFor, toastsAskedFor, () => false);
}

function askForToasts() {
  if (toastsWanted) return;
  toastsWanted = true;
  for (const listener of [...toastsListeners]) listener();
}

/** A toast's id: its kind and text, so the same toast is shown once and can be taken back (hideToast). */
const toastId = (kind: ToastKind, message: string) => `toast:${kind}:${message}`;

/**
 * Shows a toast; durations come from the timing table (docs/rules/limits.md; 8 s by default). A toast with the same text as one
 * still showing is not shown twice (two calls failing at once give one "please try again", not a stack of them).
 */
export function showToast(message: string, kind: ToastKind = 'info', autoCloseMs: number = TIMINGS.toastMs) {
  // The toasts come with their own chunk (Toasts.tsx).
  askForToasts();
  void import('./Toasts.js').then(({ notifications }) =>
    notifications.show({
      id: toastId(kind, message),
      message,
      color: kind === 'error' ? 'red' : kind === 'success' ? 'green' : 'blue',
      autoClose: autoCloseMs,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': closeLabel },
      // Errors interrupt a screen reader; the others wait their turn.
      role: kind === 'error' ? 'alert' : 'status',
    }),
  );
}

/** Takes back a toast still showing, once what it asked for is done. */
export function hideToast(message: string, kind: ToastKind) {
  void import('./Toasts.js').then(({ notifications }) => notifications.hide(toastId(kind, message)));
}
