declare const vocabulary: unique symbol;

/**
 * A code of one vocabulary. The same number in two vocabularies is two types: a nature of enquiry given
 * where a product action is expected does not compile. Numbers from the wire become codes through the
 * vocabularies' parse functions below.
 */
export type Code<V extends number, Vocabulary extends string> = V & { readonly [vocabulary]: Vocabulary };

function codes<Vocabulary extends string>() {
  return <const T extends Record<string, number>>(values: T) =>
    values as { readonly [K in keyof T]: Code<T[K], Vocabulary> };
}

function parser<C extends number>(all: Record<string, C>) {
  const values = Object.values(all) as number[];
  return (value: unknown): C | undefined =>
    typeof value === 'number' && values.includes(value) ? (value as C) : undefined;
}

/** Nature of enquiry: 1 return, 2 replace, 4 status, 5 proof contact (mapped to 2 on load). */
export const NatureOfEnquiry = codes<'NatureOfEnquiry'>()({ Return: 1, Replace: 2, Status: 4, ProofContact: 5 });
export type NatureOfEnquiry = (typeof NatureOfEnquiry)[keyof typeof NatureOfEnquiry];

/** Route type of /rma/enquiry/{type} → nature of enquiry. */
export const ENQUIRY_TYPE_ROUTES = { return: 1, replacement: 2, 'rma-status': 4 } as const;
export type EnquiryType = keyof typeof ENQUIRY_TYPE_ROUTES;

/** Service required on submit: 1 refund, 2 repair (replacement). */
export const ServiceRequired = codes<'ServiceRequired'>()({ Refund: 1, Repair: 2 });
export type ServiceRequired = (typeof ServiceRequired)[keyof typeof ServiceRequired];

/** Services a request step can offer (actionAvailable): 1 refund, 2 repair, 3 contact us. */
export const RequestService = codes<'RequestService'>()({ Refund: 1, Repair: 2, ContactUs: 3 });
export type RequestService = (typeof RequestService)[keyof typeof RequestService];

/** Action of a product line: 0 not selected, 1 return, 2 replacement, 4 or 5 contact. */
export const ProductAction = codes<'ProductAction'>()({
  None: 0,
  Return: 1,
  Replacement: 2,
  Contact: 4,
  ProofContact: 5,
});
export type ProductAction = (typeof ProductAction)[keyof typeof ProductAction];

/** RMA type: 1 refund, 2 replacement or repair. */
export const RmaType = codes<'RmaType'>()({ Refund: 1, Replacement: 2 });
export type RmaType = (typeof RmaType)[keyof typeof RmaType];

/** A number from the wire or from storage as a code of its vocabulary; undefined when it is none of them. */
export const natureOfEnquiry = parser<NatureOfEnquiry>(NatureOfEnquiry);
export const productAction = parser<ProductAction>(ProductAction);
export const serviceRequired = parser<ServiceRequired>(ServiceRequired);
export const requestService = parser<RequestService>(RequestService);

/** Purchase mode of the products step. */
export const PURCHASE_MODES = ['estore', 'retail', 'rma-status'] as const;
export type PurchaseMode = (typeof PURCHASE_MODES)[number];

/** Values of the `status` field of API answers (docs/rules/limits.md#codes). */
export const ApiStatus = {
  Success: 'success',
  Fail: 'fail',
  Member: 'member',
  Address: 'address',
  RmaExists: 'rma-exists',
  RmaCreated: 'rma-created',
  RmaCancelled: 'rma-cancelled',
  SelectedMaximum: 'selected-maximum',
  MaxQtyLimit: 'max-qty-limit',
  NotFound: 'not-found',
  NotOwner: 'not-owner',
  Invalid: 'invalid',
} as const;
export type ApiStatus = (typeof ApiStatus)[keyof typeof ApiStatus];

/** Results of a serial-number check. */
export const SERIAL_RESULTS = ['success', 'created', 'invalid', 'notmatch'] as const;
export type SerialResult = (typeof SERIAL_RESULTS)[number];

/** Cosmetic damage answer. */
export const COSMETIC = ['yes', 'no'] as const;
export type Cosmetic = (typeof COSMETIC)[number];

/** Reason codes of the request step. DEFECTIVE asks for a fault category and code. */
export const REASON_DEFECTIVE = 'DEFECTIVE';
/** Fault code "other": asks for other comments. */
export const FAULT_CODE_OTHER = 'OTH01';
/** The one product (master id) for which sg, my, hk show the defective reason and NFF01/02/05/06. */
export const MASTER_ID_ALL_REASONS = 24228;
