import { sameEmail } from '../../../shared/rules/identifiers.js';
import { RmaType } from '../../../shared/codes.js';
import type { TRmaDetail } from '../../../shared/schemas/rma.js';
import { isStore, type Store } from '../../../shared/stores.js';
import { REFUND_STEPS, STEP_NAME, timelinePlan } from '../../../shared/rules/timeline.js';
import type { AppContext } from '../../context.js';
import {
  findRmaByNo,
  findRmaByNumbers,
  findRmaByRequestKey,
  historyOf,
  linesOf,
  type Db,
  type RmaRow,
} from './repository.js';
import { RMA_CANCELED } from './vocabulary.js';

import { scopedRequestKey } from './create.js';

export interface CustomerRmaLookup {
  status: 'success' | 'rma-cancelled';
  detail: TRmaDetail;
}

/**
 * The RMA a customer asks about by number. null when the number is unknown, of another store, or of
 * another e-mail: the same answer, so a lookup reveals nothing about other customers' numbers.
 */
export async function findRmaDetailForCustomer(
  ctx: Pick<AppContext, 'db'>,
  q: { rmaNo: string; email: string; store: string; loggedIn?: boolean },
): Promise<CustomerRmaLookup | null> {
  const rma = await findRmaByNo(ctx.db, q.rmaNo);
  if (!rma || rma.store !== q.store || !sameEmail(rma.email, q.email)) return null;
  const detail = await rmaDetail(ctx.db, rma, q.loggedIn ?? false);
  return { status: rma.status === RMA_CANCELED ? 'rma-cancelled' : 'success', detail };
}

/** The RMA both numbers name in the store (the confirmation page's look-up), or null. */
export async function findRmaDetailByNumbers(
  ctx: Pick<AppContext, 'db'>,
  q: { rmaNo: string; rmaId: string; store: string; loggedIn?: boolean },
): Promise<{ createdAt: string; detail: TRmaDetail } | null> {
  const rma = await findRmaByNumbers(ctx.db, q.rmaNo, q.rmaId);
  if (!rma || rma.store !== q.store) return null;
  return { createdAt: rma.created_at, detail: await rmaDetail(ctx.db, rma, q.loggedIn ?? false) };
}

/** The request key an RMA was made with is opaque outside this module; this tells whether it was `requestKey`. */
export async function rmaMadeWithKey(db: Db, q: { store: string; email: string; requestKey: string }) {
  const rma = await findRmaByRequestKey(db, scopedRequestKey(q.store, q.email, q.requestKey));
  return rma ? { rmaNo: rma.rma_no, rmaId: rma.id } : null;
}

/** ISO date of a stored date or instant ('' when there is none). */
export function isoDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

async function rmaDetail(db: Db, rma: RmaRow, loggedIn: boolean): Promise<TRmaDetail> {
  const [lines, history] = await Promise.all([linesOf(db, rma.id), historyOf(db, rma.id)]);
  const store: Store = isStore(rma.store) ? rma.store : 'us';
  return {
    rmaNo: rma.rma_no,
    type: rma.type,
    email: rma.email,
    loggedIn,
    status: rma.status,
    store: rma.store,
    labelLink: rma.label_link,
    labelStatus: rma.label_status,
    labelTrackingNo: rma.label_tracking_no,
    replacementCarrier: rma.replacement_carrier,
    replacementTrackingNo: rma.replacement_tracking_no,
    countryCode: rma.country_code,
    currency: rma.currency,
    refundTotalEst: Number(rma.refund_total_est),
    refundTotalActual: Number(rma.refund_total_actual),
    refundAmountReady: Number(rma.refund_amount_ready) === 1,
    shippingCharge: Number(rma.shipping_charge),
    storeCredit: Number(rma.store_credit),
    tax: Number(rma.tax),
    refundStatus: REFUND_STEPS.map((step) => STEP_NAME[step]),
    // Japan's repair timeline has its product-checking step; every other store the plain one.
    replacementStatus: timelinePlan(RmaType.Replacement, store).steps.map((step) => STEP_NAME[step]),
    history: history.map((entry) => ({ rmA_STATUS: entry.status, statuS_DATE_FORMAT: isoDate(entry.status_date) })),
    products: lines.map((line) => ({
      rmA_LINE_ID: line.id,
      expecteD_PART_DESC: line.product_name,
      image: line.product_image,
      rmA_STATUS: line.status,
      rmA_METHOD: line.method,
      expecteD_SERIAL_NO: line.serial_number,
      datE_OF_PURCHASE_FORMAT: isoDate(line.purchase_date),
      warrantY_EXPIRY_DATE_FORMAT: isoDate(line.warranty_expiry),
      uniT_PRICE: Number(line.unit_price),
    })),
  };
}
