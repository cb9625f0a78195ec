import { LANGUAGE_TAG, type Language } from '../languages.js';

/**
 * A money amount in the store's currency, as the reader's language writes it: "$59.99", "59,99 €", "¥1,500",
 * "NT$1,990". The one rule for every place an amount is shown: the portal, the staff console, the e-mails and the
 * store side's order totals (docs/rules/status.md#refund-amount-view).
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Taiwan writes its dollar NT$ and without cents; Intl's zh-Hant-TW gives a bare "$1,990.00", which reads as US
  // dollars.
  if (currency === 'TWD') return `NT$${Math.round(amount).toLocaleString(LANGUAGE_TAG[language])}`;
  try {
    return new Intl.NumberFormat(LANGUAGE_TAG[language], { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
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
