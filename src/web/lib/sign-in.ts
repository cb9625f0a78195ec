import { useSyncExternalStore } from 'react';

/**
 * Asks the account overlay to show the embedded sign-in frame, e.g. from the details step when a guest gives the
 * e-mail of a registered member ("Please sign in to retrieve your order history"). The overlay lives in the page
 * shell; this store lets any feature open it without importing the account feature.
 */
export interface SignInRequest {
  /** Pre-filled on the store's sign-in page. */
  email: string;
  /** Increases with every request, so asking twice with the same e-mail opens the frame again. */
  id: number;
}

let request: SignInRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the account overlay on the sign-in frame, with the e-mail filled in when given. */
export function openSignIn(email = ''): void {
  request = { email, id: nextId++ };
  emit();
}

/** The account overlay calls this once it has shown the frame. */
export function clearSignInRequest(): void {
  if (request === null) return;
  request = null;
  emit();
}

export function subscribeSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSignInRequest(): SignInRequest | null {
  return useSyncExternalStore(
    subscribeSignIn,
    () => request,
    () => null,
  );
}
