import { queryOptions } from '@tanstack/react-query';
import { ZStaffSession, type TStaffSession } from '../../../../../shared/staff/auth.js';
import { setCsrfToken, StaffApiError, staffCall } from '../../../lib/api.js';

export const ME_KEY = ['staff', 'me'] as const;

/** GET /api/staff/me: who is signed in (and this page load's CSRF token), or null when nobody is. */
export async function fetchMe(): Promise<TStaffSession | null> {
  try {
    const session = await staffCall('me', { schema: ZStaffSession, expectUnauthorized: true });
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof StaffApiError && error.httpStatus === 401) return null;
    throw error;
  }
}

export const meQuery = () => queryOptions({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: Infinity });
