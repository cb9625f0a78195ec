import { LANGUAGE_TAG, type Language } from '../languages.js';

/**
 * A money amount in the store's currency, as the reader's language writes it: "$59.99", "59,99 €", "¥1,500",
 * "NT$1,990". The one rule for every place an amount is shown: the portal, the staff console, the e-mails and the
 * store side's order totals (docs/rules/status.md#refund-amount-view).
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Taiwan writes its dollar NT$ and without cents; Intl's zh-Hant-TW gives a bare "$1,990.00", which reads as US
  // dollars.
  if (currency === 'TWD') {
    const rounded = Math.round(amount);
    return `NT$${numberFormat(language, '')?.format(rounded) ?? String(rounded)}`;
  }
  return numberFormat(language, currency)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}

/**
 * Makes the format `formatMoney` will use for the currency in the language, if it is not made yet: a page that will
 * show amounts makes it while it waits for them, rather than in the task that shows them. A page's first number
 * format is the costly one (ICU's number data): 51–88 ms on a phone (Chrome, CPU slowed 4x), 14 ms in Node.
 */
export function prepareMoneyFormat(currency: string, language: Language): void {
  numberFormat(language, currency === 'TWD' ? '' : currency);
}

/**
 * The formats made so far, by language and currency ('' for plain numbers); null for a currency Intl refuses. After
 * the first, making an `Intl.NumberFormat` still costs several times what formatting with one does, and a page, an
 * e-mail or a label shows several amounts.
 */
const formats = new Map<string, Intl.NumberFormat | null>();
/** More currencies than any store has: past it, the formats start again rather than grow without end. */
const MAX_FORMATS = 256;

function numberFormat(language: Language, currency: string): Intl.NumberFormat | null {
  const key = `${language} ${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(LANGUAGE_TAG[language], currency ? { style: 'currency', currency } : undefined);
    } catch {
      format = null;
    }
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/**
 * The refund a request is estimated at before inspection: the prices of its lines bought on the web store (a
 * product bought from another retailer is not refunded by the store), to the cent. The customer's review shows it
 * and the RMA records it as `refundTotalEst` (docs/rules/status.md#refund-amount-view).
 */
export function refundEstimate(lines: readonly { fromOrder: boolean; unitPrice: number }[]): number {
  const total = lines.filter((line) => line.fromOrder).reduce((sum, line) => sum + line.unitPrice, 0);
  return Math.round(total * 100) / 100;
}
