import { z } from 'zod';
import type { Store } from '../../../shared/stores.js';
import { ZLoginByEstoreResponse } from '../../../shared/schemas/details.js';
import { apiCall, ensureToken } from '../../lib/api.js';
import { writeStored } from '../../lib/storage.js';
import { MEMBER_TOKEN_URL } from './config.js';

const ZMemberToken = z.object({ memberToken: z.string().min(1) });

/**
 * After the store's sign-in page said `login-success`: fetch the member token from the store side (its sign-in
 * cookie names the member), keep it, ask the portal to sign the session in, keep the session token it answers,
 * and reload the page as a member (docs/rules/shell.md).
 */
export async function completeSignIn(store: Store): Promise<void> {
  const response = await fetch(MEMBER_TOKEN_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`member token: HTTP ${response.status}`);
  const { memberToken } = ZMemberToken.parse(await response.json());
  writeStored('memberToken', memberToken);
  await ensureToken(store);
  const { token } = await apiCall('your-details/login-by-estore', {
    method: 'POST',
    query: { store },
    body: { memberToken },
    schema: ZLoginByEstoreResponse,
  });
  writeStored('token', token);
  window.location.reload();
}

/**
 * Ends the member session on the server, then forgets both tokens, whatever the
 * server answered (the session is unusable on this browser either way), and reloads as a guest.
 */
export async function signOut(store: Store): Promise<void> {
  try {
    await apiCall('your-details/logout', { method: 'POST', query: { store } });
  } catch {
    /* the local sign-out below still takes effect */
  }
  writeStored('token', null);
  writeStored('memberToken', null);
  window.location.reload();
}
