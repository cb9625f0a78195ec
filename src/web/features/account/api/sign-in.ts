import { useMutation } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, ensureToken, fromContract } from '../../../lib/api.js';
import { writeStored } from '../../../lib/storage.js';
import { useStore } from '../../../lib/store-context.js';
import { MEMBER_TOKEN_URL } from '../config.js';

/** The store side's member token: its sign-in cookie names the member. */
export async function fetchMemberToken(): Promise<string> {
  const response = await fetch(MEMBER_TOKEN_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`member token: HTTP ${response.status}`);
  const [answer, schema] = await Promise.all([
    response.json() as Promise<unknown>,
    fromContract(answerChecks.site, (c) => c.ZMemberTokenResponse)(),
  ]);
  const { memberToken } = schema.parse(answer);
  if (memberToken === '') throw new Error('member token: empty');
  return memberToken;
}

/** POST /api/your-details/login-by-estore: signs the session in as the member the token names. */
export async function loginByEstore(store: Store, memberToken: string) {
  await ensureToken(store);
  return apiCall('your-details/login-by-estore', {
    method: 'POST',
    query: { store },
    body: { memberToken },
    schema: fromContract(answerChecks.details, (c) => c.ZLoginByEstoreResponse),
  });
}

/**
 * After the store's sign-in page said `login-success`: fetch the member token, keep it, ask the portal to sign
 * the session in, keep the session token it answers, and reload the page as a member (docs/rules/shell.md).
 */
export async function completeSignIn(store: Store): Promise<void> {
  const memberToken = await fetchMemberToken();
  writeStored('memberToken', memberToken);
  const { token } = await loginByEstore(store, memberToken);
  writeStored('token', token);
}

/** The sign-in; the overlay shows its failure itself, so no toast. On success the page reloads as a member. */
export function useSignIn() {
  const { store } = useStore();
  return useMutation({
    mutationFn: () => completeSignIn(store),
    meta: { errorToast: false },
    onSuccess: () => window.location.reload(),
  });
}
