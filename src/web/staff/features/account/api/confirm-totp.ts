import { useMutation } from '@tanstack/react-query';
import { ZStaffMe } from '../../../../../shared/staff/auth.js';
import { staffCall } from '../../../lib/api.js';

/** POST /api/staff/me/totp/confirm: the code the app shows turns the one-time code on; answers the user. */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) => staffCall('me/totp/confirm', { body: { code }, schema: ZStaffMe }),
    meta: { errorToast: false },
  });
}
