import { SHIPPING_LABEL } from '../limits.js';
import { REFUND_HISTORY_STATUSES, RMA_STATUS } from './timeline.js';

/**
 * The return label's download rules (docs/labels.md#rules, docs/rules/status.md#return-label): a link works for
 * 90 days after issue; the first download starts a window of 5 days; the parcel's receipt, or a revocation (a
 * reissue, a cancelled RMA), ends it at once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a label's link works after issue. */
export const LABEL_LINK_MS = SHIPPING_LABEL.downloadWithinDays * DAY_MS;
/** How long a label may be downloaded or printed after its first download. */
export const LABEL_WINDOW_MS = SHIPPING_LABEL.afterFirstOpenDays * DAY_MS;

export type LabelState = 'usable' | 'expired' | 'window-closed' | 'received' | 'revoked';

/** What the rules read of a label (ISO instants, as stored). */
export interface LabelTimes {
  issuedAt: string;
  /** The issue plus LABEL_LINK_MS, as stored when the label was made. */
  expiresAt: string;
  firstOpenedAt: string | null;
  revokedAt: string | null;
}

/**
 * The RMA statuses before the parcel is received: SUBMITTED, RECEIVED (by the support system) and APPROVED, the
 * first three of every status list (docs/rma-lifecycle.md#internal-statuses). Any other status but CANCELED is
 * PRODUCT_RECEIVED or later, CLOSED included.
 */
const BEFORE_RECEIPT: readonly string[] = REFUND_HISTORY_STATUSES.slice(0, 3);

/** The instant a label's link stops working when issued at `issuedAt`. */
export function labelExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + LABEL_LINK_MS);
}

/**
 * Whether a label may be downloaded now, and if not, why. Both ends are inclusive: at exactly 90 days after issue,
 * or exactly 5 days after the first download, the label still works; a millisecond later it does not. When
 * several reasons hold, the first of revoked, received, window-closed, expired is given.
 */
export function labelState(label: LabelTimes, rmaStatus: string, now: Date): LabelState {
  if (label.revokedAt !== null || rmaStatus === RMA_STATUS.canceled) return 'revoked';
  if (!BEFORE_RECEIPT.includes(rmaStatus)) return 'received';
  const at = now.getTime();
  if (label.firstOpenedAt !== null && at > Date.parse(label.firstOpenedAt) + LABEL_WINDOW_MS) return 'window-closed';
  if (at > Date.parse(label.expiresAt)) return 'expired';
  return 'usable';
}
