import { z } from 'zod';
import { INVOICE_NUMBER_MAX, RMA_NUMBER_MAX_LENGTH, SERIAL_NUMBER_MAX } from '../limits.js';
import { PURCHASE_MODES } from '../codes.js';
import { ZId, ZInt32, ZIsoDate, ZStore } from './common.js';
import { ZWizard } from './wizard.js';

export const ZFaultItem = z.object({
  id: ZInt32,
  faultCode: z.string(),
  faultCodeDesc: z.string(),
  /** The category's key: the request names it, in English whatever the language. */
  faultCategory: z.string(),
  /** The category as the customer reads it, in the store's language (English when no translation is given). */
  faultCategoryDesc: z.string(),
  display: z.boolean(),
  needPOP: z.boolean(),
});
export type TFaultItem = z.infer<typeof ZFaultItem>;

/** A product line of "your products" (docs/rules/api.md#your-products), as the API sends it. */
export const ZProductLine = z.object({
  /** The line's own id: an order line id for estore, a generated id for retail lines. */
  sourceId: z.string(),
  masterId: ZInt32,
  /** Catalogue product id. */
  id: ZInt32,
  name: z.string(),
  sku: z.string(),
  image: z.string(),
  /** Empty for a product bought at another retailer. */
  orderNumber: z.string(),
  selected: z.boolean(),
  actionSelected: ZInt32,
  store: ZStore,
  serialNumber: z.string(),
  serialNumberLocked: z.boolean(),
  serialNumberFinish: z.boolean(),
  serialNumCreated: z.boolean(),
  serialNumInvalid: z.boolean(),
  serialNumNotMatch: z.boolean(),
  invoiceNumber: z.string(),
  invoiceNumberFinish: z.boolean(),
  /** Link of the uploaded proof of purchase, readable only by its session. */
  purchaseProof: z.string(),
  purchaseDate: z.string(),
  /** An RMA already exists for this line. */
  submitted: z.boolean(),
  /** 1 when the product may be returned for a refund (satisfaction guarantee). */
  returnsEligibility: ZInt32,
  warrantyDaysRemain: ZInt32,
  warrantyExpiryDate: z.string(),
  warrantyStatus: z.enum(['within', 'extended', 'expired', '']),
  childOfMaster: z.boolean(),
  masterOfChild: z.boolean(),
  faultList: z.array(ZFaultItem),
  faultCat: z.string(),
  faultCode: z.string(),
  comments: z.string(),
  otherComments: z.string(),
  damageImage: z.string(),
  unitPrice: z.number(),
});
export type TProductLine = z.infer<typeof ZProductLine>;

export const ZOrder = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  items: z.array(ZProductLine),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZProductSuggestion = z.object({
  id: ZInt32,
  name: z.string(),
  sku: z.string(),
  image: z.string(),
});

export const ZYourProductsResponse = z.object({
  orderList: z.array(ZOrder),
  /** Lines of the current list that are selected. */
  selected: z.array(ZProductLine),
  /** Retail lines (products bought at other retailers) the customer added. */
  retailList: z.array(ZProductLine),
  orderNumber: z.string(),
  /** Every order number of the session's email in this store, newest first (previous/next navigation). */
  orderNumberList: z.array(z.string()),
  rmaNumber: z.string(),
  rmaNumberList: z.array(z.string()),
  showRetailer: z.boolean(),
  suggest: z.array(ZProductSuggestion),
  /** Nature of enquiry last chosen (1, 2, 4). */
  action: ZInt32,
  mode: z.enum(PURCHASE_MODES),
  /** Where the customer is in the home flow, as the server's session holds it. */
  wizard: ZWizard,
});
export type TYourProductsResponse = z.infer<typeof ZYourProductsResponse>;

export const ZKeywordBody = z.object({ keyword: z.string().trim().max(100), store: ZStore });
export type TKeywordBody = z.infer<typeof ZKeywordBody>;

export const ZSearchOrderResponse = z.object({ status: z.string(), orderList: z.array(ZOrder) });

/** Select toggles one line: keyword is its sourceId; action the current nature of enquiry. */
export const ZSelectBody = z.object({
  keyword: z.string().max(64),
  store: ZStore,
  action: ZInt32.optional(),
});
export const ZProductsResponse = z.object({ status: z.string(), products: z.array(ZProductLine) });
export type TProductsResponse = z.infer<typeof ZProductsResponse>;

export const ZSearchResponse = z.object({ status: z.string(), suggest: z.array(ZProductSuggestion) });

/** A product line as the client sends it back: only the fields a call reads. */
export const ZProductLineInput = z.object({
  sourceId: z.string().max(64).optional(),
  id: ZId.optional(),
  store: ZStore,
  serialNumber: z.string().max(SERIAL_NUMBER_MAX).optional(),
  invoiceNumber: z.string().max(INVOICE_NUMBER_MAX).optional(),
  purchaseDate: ZIsoDate.or(z.literal('')).optional(),
});
export type TProductLineInput = z.infer<typeof ZProductLineInput>;

export const ZServiceRequiredBody = z.object({
  natureEnquiry: ZInt32,
  orderNumber: z.string().max(40).optional().default(''),
  rmaNumber: z.string().max(RMA_NUMBER_MAX_LENGTH).optional().default(''),
  items: z
    .array(z.object({ sourceId: z.string().max(64) }))
    .max(50)
    .optional(),
  mode: z.enum(PURCHASE_MODES).optional(),
  store: ZStore,
});
export type TServiceRequiredBody = z.infer<typeof ZServiceRequiredBody>;
export const ZServiceRequiredResponse = z.object({
  status: z.string(),
  code: z.string().optional(),
  message: z.string().optional(),
  /** Where the customer is in the home flow, as the server's session holds it. */
  wizard: ZWizard,
});
