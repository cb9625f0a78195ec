/**
 * The outbox's delivery policy (docs/decisions/0013-mail-outbox.md): how long to wait before the next attempt,
 * when to give up, and which SMTP failures are worth retrying.
 */

/** First retry after a minute, doubling, never more than an hour apart. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** Deliveries begun before an e-mail is marked failed: about 7 hours of trying (1+2+4+8+16+32+60+60+60+60 min). */
export const MAX_ATTEMPTS = 10;

/** Wait after the `attempts`-th delivery (1-based) failed for a passing reason. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
}

/**
 * Whether a failed delivery may succeed later. An SMTP reply in the 5xx range is the server refusing for good
 * (no such mailbox, policy); 4xx is a passing condition (421 busy, 450 mailbox locked, 451 local error);
 * without a reply (refused connection, time-out, TLS) the network is to blame, which passes too.
 */
export function isTransient(error: unknown): boolean {
  const code = responseCodeOf(error);
  return code === null || code < 500;
}

export function responseCodeOf(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 200 && code < 600 ? code : null;
}

export type FailureOutcome = { status: 'pending'; retryInMs: number } | { status: 'failed' };

/** After a failed delivery: retry later, or give up (a permanent refusal, or the attempts used up). */
export function afterFailure(error: unknown, attempts: number): FailureOutcome {
  if (!isTransient(error) || attempts >= MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', retryInMs: retryDelayMs(attempts) };
}
