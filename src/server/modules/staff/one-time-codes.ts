import { loadOnce } from '../../lib/load-once.js';

/**
 * The one-time codes (totp.ts, with otpauth), imported at the first sign-in that gives a code or the first
 * enrolment: most portals have no staff signing in most of the time, and customers never need them
 * (docs/decisions/0034-portal-memory-and-hot-answers.md).
 */
export const oneTimeCodes = loadOnce(() => import('./totp.js'));
