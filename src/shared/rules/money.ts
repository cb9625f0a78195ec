import { numberFormat } from '../intl.js';
import { LANGUAGE_TAG, type Language } from '../languages.js';

/**
 * A money amount in the store's currency, as the reader's language writes it: "$59.99", "59,99 €", "¥1,500",
 * "NT$1,990". The one rule for every place an amount is shown: the portal, the staff console, the e-mails and the
 * store side's order totals (docs/rules/status.md#refund-amount-view).
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const format = moneyFormat(currency, language);
  // Taiwan writes its dollar NT$ and without cents; Intl's zh-Hant-TW gives a bare "$1,990.00", which reads as US
  // dollars.
  if (currency === 'TWD') return `NT$${format?.format(Math.round(amount)) ?? Math.round(amount)}`;
  return format?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}

/** The format of an amount in the currency (a plain number for the Taiwan dollar); null for a currency Intl refuses. */
function moneyFormat(currency: string, language: Language): Intl.NumberFormat | null {
  return numberFormat(LANGUAGE_TAG[language], currency === 'TWD' ? undefined : { style: 'currency', currency });
}

/**
 * Makes the format `formatMoney` will use for the currency in the language, if it is not made yet: a page that will
 * show amounts makes it while it waits for them, rather than in the task that shows them (src/shared/intl.ts).
 */
export function prepareMoneyFormat(currency: string, language: Language): void {
  moneyFormat(currency, language);
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
