import { daysBetween, isValidIsoDate } from '../dates.js';
import {
  EARLIEST_PURCHASE_DATE,
  INVOICE_NUMBER_MAX,
  MAX_SELECTED_PRODUCTS,
  SERIAL_NUMBER_MAX,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from '../limits.js';
import type { MessageKey } from '../messages.js';
import type { Store } from '../stores.js';

/** Product selection and product-row inputs (docs/rules/products.md#selection-and-the-maximum). */

/** At most MAX_SELECTED_PRODUCTS per order list and per retail list: the sixth is refused. */
export function canSelectMore(selectedCount: number): boolean {
  return selectedCount < MAX_SELECTED_PRODUCTS;
}

export interface RetailLine {
  orderNumber: string;
  purchaseProof?: string | null;
  purchaseDate?: string | null;
  name: string;
}

/**
 * A replacement in retail mode: every product without an order needs both a purchase proof and a
 * purchase date, because nothing else proves when and that it was bought. Returns the names lacking either.
 */
export function retailReplacementMissing(lines: readonly RetailLine[]): string[] {
  return lines
    .filter((line) => isBlank(line.orderNumber) && (isBlank(line.purchaseProof) || isBlank(line.purchaseDate)))
    .map((line) => line.name);
}

/** Purchase date between EARLIEST_PURCHASE_DATE and today, both inclusive. */
export function validatePurchaseDate(date: string | null | undefined, today: string): 'purchaseDateRange' | null {
  if (!isValidIsoDate(date)) return 'purchaseDateRange';
  const inRange = daysBetween(EARLIEST_PURCHASE_DATE, date) >= 0 && daysBetween(date, today) >= 0;
  return inRange ? null : 'purchaseDateRange';
}

export function validateSerialNumberInput(
  serial: string | null | undefined,
): 'enterSerialNumber' | 'serialTooLong' | null {
  const value = (serial ?? '').trim();
  if (value === '') return 'enterSerialNumber';
  return value.length > SERIAL_NUMBER_MAX ? 'serialTooLong' : null;
}

/** The invoice (or retailer order id) is optional; only its length is limited. */
export function validateInvoiceNumberInput(invoice: string | null | undefined): 'invoiceTooLong' | null {
  return (invoice ?? '').trim().length > INVOICE_NUMBER_MAX ? 'invoiceTooLong' : null;
}

/** Lower-case extension of a file name, with 'jpeg' read as 'jpg'; '' when there is none. */
export function uploadExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return '';
  const extension = fileName.slice(dot + 1).toLowerCase();
  return extension === 'jpeg' ? 'jpg' : extension;
}

/**
 * Client-side gate for uploads: an allowed extension and at most UPLOAD_MAX_BYTES. An empty file is
 * refused too, since it can be neither a proof nor a photo. (The server judges the content again.)
 */
export function uploadAllowed(fileName: string, size: number): boolean {
  const extension = uploadExtension(fileName);
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) && size > 0 && size <= UPLOAD_MAX_BYTES;
}

export type SerialResultMessageKey = Extract<
  MessageKey,
  'serialDuplicate' | 'serialInvalid' | 'serialNotMatch' | 'serialOther'
>;

/** Message after a serial-number check: none on success, a specific one for created/invalid/notmatch. */
export function serialResultMessageKey(result: string): SerialResultMessageKey | null {
  switch (result) {
    case 'success':
      return null;
    case 'created':
      return 'serialDuplicate';
    case 'invalid':
      return 'serialInvalid';
    case 'notmatch':
      return 'serialNotMatch';
    default:
      return 'serialOther';
  }
}

/** Japan: a product out of warranty cannot be selected (there are no refunds in jp, only repair). */
export function japanSelectionDisabled(store: Store, warrantyDaysRemain: number): boolean {
  return store === 'jp' && warrantyDaysRemain <= 0;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
