import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken, staffCall } from '../../../lib/api.js';
import { ME_KEY } from './get-me.js';

/** DELETE /api/staff/session: the cookie is ended on the server, and nothing of the session stays in the page. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall('session', { method: 'DELETE', expectUnauthorized: true }),
    onSettled: () => {
      setCsrfToken(null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] || query.queryKey[1] !== 'me' });
      client.setQueryData(ME_KEY, null);
    },
  });
}
