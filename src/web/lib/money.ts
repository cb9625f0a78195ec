import { LANGUAGE_TAG, type Language } from '../../shared/languages.js';

/** A money amount in the store's currency and the customer's language. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Taiwan writes its dollar NT$ and without cents; Intl's zh-Hant-TW gives a bare "$1,990.00".
  if (currency === 'TWD') return `NT$${Math.round(amount).toLocaleString(LANGUAGE_TAG[language])}`;
  try {
    return new Intl.NumberFormat(LANGUAGE_TAG[language], { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
