/**
 * The inbox's service level (docs/staff/inbox.md#due-dates): a message staff have not answered is due the store's
 * `first_response_days` business days after it arrived, 2 when the store has no settings; business days as an RMA's
 * due dates count them (`addBusinessDays`, service-level.ts).
 */
import { INBOX_REPLY_MAX } from '../limits.js';
import { addBusinessDays } from './service-level.js';

export const DEFAULT_FIRST_RESPONSE_DAYS = 2;

/** When a message that arrived at `arrivedAt` must be answered, under the store's first-response days. */
export function firstResponseDue(arrivedAt: Date, firstResponseDays: number | null | undefined): Date {
  return new Date(addBusinessDays(arrivedAt.toISOString(), firstResponseDays ?? DEFAULT_FIRST_RESPONSE_DAYS));
}

/** Whole seconds a message has waited at `now` (0 when nothing waits or the clock is behind it). */
export function waitingSeconds(waitingSince: string | null, now: Date): number {
  if (!waitingSince) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(waitingSince)) / 1000));
}

/** A staff reply is required and at most INBOX_REPLY_MAX characters once trimmed. */
export function validateReply(body: string): 'enterMessage' | 'tooLong' | null {
  const text = body.trim();
  if (text === '') return 'enterMessage';
  if (text.length > INBOX_REPLY_MAX) return 'tooLong';
  return null;
}
