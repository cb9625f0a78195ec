import { z } from 'zod';
import { RMA_NUMBER_MAX_LENGTH } from '../limits.js';
import { ZInt32 } from './common.js';
import { ZWizard } from './wizard.js';

/** A product line of an RMA (docs/rules/status.md#rma-detail; its field names' odd casing is the contract). */
export const ZRmaProductLine = z.object({
  rmA_LINE_ID: ZInt32,
  expecteD_PART_DESC: z.string(),
  /**
   * The product's picture link from the catalogue ('' for none): docs/decisions/0032-product-images.md. Added after
   * the other fields: an answer without it (an older server, a stub) reads as no picture.
   */
  image: z.string().default(''),
  rmA_STATUS: z.string(),
  rmA_METHOD: z.string(),
  expecteD_SERIAL_NO: z.string(),
  datE_OF_PURCHASE_FORMAT: z.string(),
  warrantY_EXPIRY_DATE_FORMAT: z.string(),
  uniT_PRICE: z.number(),
});
export type TRmaProductLine = z.infer<typeof ZRmaProductLine>;

export const ZRmaHistoryEntry = z.object({
  rmA_STATUS: z.string(),
  /** ISO date of the status change; the client formats it for display. */
  statuS_DATE_FORMAT: z.string(),
});

export const ZRmaDetail = z.object({
  rmaNo: z.string(),
  /** 1 refund, 2 replacement or repair. */
  type: ZInt32,
  email: z.string(),
  loggedIn: z.boolean(),
  status: z.string(),
  store: z.string(),
  labelLink: z.string(),
  labelStatus: z.string(),
  labelTrackingNo: z.string(),
  /** The carrier and tracking number of the replacement (or repaired unit) shipped back; '' until it ships. */
  replacementCarrier: z.string(),
  replacementTrackingNo: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  refundTotalEst: z.number(),
  refundTotalActual: z.number(),
  refundAmountReady: z.boolean(),
  shippingCharge: z.number(),
  storeCredit: z.number(),
  tax: z.number(),
  /** Names of the refund timeline's steps, in order. */
  refundStatus: z.array(z.string()),
  /** Names of the replacement timeline's steps, in order. */
  replacementStatus: z.array(z.string()),
  history: z.array(ZRmaHistoryEntry),
  products: z.array(ZRmaProductLine),
});
export type TRmaDetail = z.infer<typeof ZRmaDetail>;

export const ZSearchRmaResponse = z.object({
  status: z.string(),
  code: z.string().optional(),
  message: z.string().optional(),
  detail: ZRmaDetail.nullable(),
  /** Where the customer is in the home flow, as the server's session holds it. */
  wizard: ZWizard,
});

export const ZConfirmationQuery = z.object({
  store: z.string().max(10),
  rmaNo: z.string().max(RMA_NUMBER_MAX_LENGTH),
  rmaId: z.string().max(64),
});
export const ZConfirmationResponse = z.object({
  request: z.object({ rmaNo: z.string(), rmaReceivedDateFormat: z.string() }),
  detail: ZRmaDetail,
  /** The session after the confirmation: back at step 1 with the store's default enquiry. */
  wizard: ZWizard,
});
export type TConfirmationResponse = z.infer<typeof ZConfirmationResponse>;
