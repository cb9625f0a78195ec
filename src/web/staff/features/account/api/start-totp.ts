import { useMutation } from '@tanstack/react-query';
import { ZTotpEnrolment } from '../../../../../shared/staff/auth.js';
import { staffCall } from '../../../lib/api.js';

/** POST /api/staff/me/totp: a new secret (base32, and as an otpauth:// URI), in effect only once confirmed. */
export function useStartTotp() {
  return useMutation({
    mutationFn: () => staffCall('me/totp', { body: {}, schema: ZTotpEnrolment }),
    meta: { errorToast: false },
  });
}
