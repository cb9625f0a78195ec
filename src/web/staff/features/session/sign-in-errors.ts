import { StaffApiError } from '../../lib/api.js';

/** What a failed sign-in tells the user: a key of the staff namespace and its values. */
export interface SignInFailure {
  key: string;
  values?: Record<string, number>;
}

/**
 * A sign-in failure as the form explains it (docs/staff/console.md#sign-in): wrong e-mail or password, wrong code,
 * an account locked for some minutes, too many attempts from this place, a database too busy to answer for a few
 * seconds, or anything else.
 */
export function signInFailure(error: unknown): SignInFailure {
  if (!(error instanceof StaffApiError)) return { key: 'signIn.error.generic' };
  // A lock says how long it lasts in retryAfterSeconds; the rate limit in the Retry-After header (lib/api.ts).
  const given = error.body.retryAfterSeconds ?? error.body.retryAfter;
  const seconds = typeof given === 'number' ? given : 0;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  // The outcome is the answer's `status` (invalid-credentials, invalid-code, locked); `code` is its message key.
  const outcome = typeof error.body.status === 'string' ? error.body.status : error.code;
  if (error.httpStatus === 423 || outcome === 'locked')
    return { key: 'signIn.error.locked', values: { count: minutes } };
  if (error.httpStatus === 429) return { key: 'signIn.error.rateLimited', values: { count: minutes } };
  if (outcome === 'invalid-code' || error.code === 'staffInvalidCode') return { key: 'signIn.error.invalidCode' };
  if (error.httpStatus === 401) return { key: 'signIn.error.invalidCredentials' };
  // The database was too busy to answer (docs/decisions/0061-busy-database-answers-503.md): a wait, not a fault.
  if (error.httpStatus === 503 && error.code === 'serviceBusy') return { key: 'signIn.error.busy' };
  return { key: 'signIn.error.generic' };
}
