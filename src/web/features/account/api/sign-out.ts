import { useMutation } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { apiCall } from '../../../lib/api.js';
import { writeStored } from '../../../lib/storage.js';
import { useStore } from '../../../lib/store-context.js';

/** POST /api/your-details/logout: ends the member session on the server. */
export function postLogout(store: Store) {
  return apiCall('your-details/logout', { method: 'POST', query: { store } });
}

/**
 * The sign-out: whatever the server answered, both tokens are forgotten (the session is unusable on this browser
 * either way) and the page reloads as a guest. A failure is silent: the local sign-out still takes effect.
 */
export function useSignOut() {
  const { store } = useStore();
  return useMutation({
    mutationFn: () => postLogout(store),
    meta: { errorToast: false },
    onSettled: () => {
      writeStored('token', null);
      writeStored('memberToken', null);
      window.location.reload();
    },
  });
}
