/**
 * Lockout after repeated failed sign-ins (docs/staff/api.md#sign-in): the fifth failure in a row locks the
 * account for 15 minutes, and the count starts again. A success clears the count.
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;

/** Whether the account is locked at `now`, and for how many more seconds. */
export function lockRemainingSeconds(lockedUntil: string | null, now: Date): number {
  if (!lockedUntil) return 0;
  const remaining = Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000);
  return remaining > 0 ? remaining : 0;
}

/** The account's state after one more failure, given the failures counted so far. */
export function afterFailure(failures: number, now: Date): { failures: number; lockedUntil: string | null } {
  const count = failures + 1;
  if (count < LOCKOUT_FAILURES) return { failures: count, lockedUntil: null };
  return { failures: 0, lockedUntil: new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString() };
}
