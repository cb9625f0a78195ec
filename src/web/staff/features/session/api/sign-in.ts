import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffSignInResult, type TStaffSignIn } from '../../../../../shared/staff/auth.js';
import { setCsrfToken, staffCall } from '../../../lib/api.js';
import { ME_KEY } from './get-me.js';

/** POST /api/staff/session. Signed in: the session goes into the cache; the form shows every failure itself. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TStaffSignIn) =>
      staffCall('session', { body: input, schema: ZStaffSignInResult, expectUnauthorized: true }),
    onSuccess: (result) => {
      if (result.status !== 'signed-in') return;
      setCsrfToken(result.csrfToken);
      client.setQueryData(ME_KEY, { staff: result.staff, csrfToken: result.csrfToken });
    },
    meta: { errorToast: false },
  });
}
