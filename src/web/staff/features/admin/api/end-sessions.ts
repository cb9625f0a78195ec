import { useMutation } from '@tanstack/react-query';
import { ZEndSessionsResult } from '../../../../../shared/staff/users.js';
import { staffCall } from '../../../lib/api.js';

/** POST /api/staff/users/:id/end-sessions: how many sessions ended; the user's next call asks them to sign in. */
export function useEndSessions() {
  return useMutation({
    mutationFn: (id: number) => staffCall(`users/${id}/end-sessions`, { body: {}, schema: ZEndSessionsResult }),
    meta: { errorToast: false },
  });
}
