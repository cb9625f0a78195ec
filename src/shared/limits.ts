/** Business constants and limits (docs/rules/limits.md); both sides read them from here. */
export const MAX_SELECTED_PRODUCTS = 5;
export const SERIAL_NUMBER_MAX = 19;
export const INVOICE_NUMBER_MAX = 20;
export const CONTACT_MESSAGE_MAX = 200;
/** Longest reply staff write to a contact-us or chat conversation. */
export const INBOX_REPLY_MAX = 2000;
export const OTHER_COMMENTS_MAX = 400;
export const COMMENTS_MAX = 2000;
export const EARLIEST_PURCHASE_DATE = '2008-01-01';
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** Longest text field of an upload form (a line's source id); a longer one is refused, not cut. */
export const UPLOAD_FIELD_MAX_BYTES = 1024;
/** Upload types, judged by content on the server. */
export const UPLOAD_EXTENSIONS = ['jpg', 'gif', 'png', 'pdf', 'webp', 'zip'] as const;
export const EXTENDED_WARRANTY_YEARS = 5;
export const TAIWAN_COUNTRY_CODE = 886;
/** Longest first or last name the details form and the API take. */
export const NAME_MAX_LENGTH = 50;
/** Longest e-mail address (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest RMA number the look-up takes. */
export const RMA_NUMBER_MAX_LENGTH = 40;
export const PID_MIN_LENGTH = 5;
/** Longest personal ID the form and the API take (Taiwan's ID is 10 characters; some foreign IDs are longer). */
export const PID_MAX_LENGTH = 20;
/** What a non-Taiwan customer's personal ID is stored as. */
export const PID_NOT_APPLICABLE = '-';

/** Timings of section 9, in milliseconds unless named otherwise. */
export const TIMINGS = {
  toastMs: 8000,
  notFoundNoticeMs: 8000,
  uploadMessageMs: 12000,
  contactErrorMs: 5000,
  addressSubmitLockMs: 10000,
  appLoadingOverlayMs: 1500,
  countryCookieSeconds: 3600,
} as const;

/** Shipping label rules (section 9). */
export const SHIPPING_LABEL = { downloadWithinDays: 90, afterFirstOpenDays: 5 } as const;
