import { STORE_INFO, type Store } from '../../../../shared/stores.js';
import type { Language } from '../../../../shared/languages.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import type { TYourProductsResponse } from '../../../../shared/schemas/products.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { countryName } from '../../../lib/country-name.js';
import { selectedLines } from '../api/product-cache.js';

/** The parts of a one-line summary are joined with a middle dot. */
export const SUMMARY_SEPARATOR = ' · ';

/** "Alex Morgan · alex.us@example.com · United States" (family name first where the store writes it so). */
export function detailsSummary(data: TYourDetailsResponse, store: Store, language: Language): string {
  const names = STORE_INFO[store].familyNameFirst ? [data.lastName, data.firstName] : [data.firstName, data.lastName];
  const country = data.countryList.find((c) => c.id === data.country);
  return [names.filter(Boolean).join(' '), data.email, country ? countryName(country.code, country.name, language) : '']
    .filter(Boolean)
    .join(SUMMARY_SEPARATOR);
}

/**
 * What the products step chose: the enquiry (left out where the service chosen later speaks instead, as in the
 * review), the order (or another retailer) and the products' names.
 */
export function productsSummary(
  data: TYourProductsResponse,
  wizard: TWizard,
  t: (key: string, values?: Record<string, unknown>) => string,
  withEnquiry = true,
): string {
  const enquiry = withEnquiry ? t(`enquiry.option.${wizard.natureEnquiry}`) : '';
  if (wizard.mode === 'rma-status') return [enquiry, data.rmaNumber].filter(Boolean).join(SUMMARY_SEPARATOR);
  const retail = wizard.mode === 'retail';
  const lines = selectedLines(data, retail);
  const orders = [...new Set(lines.map((line) => line.orderNumber).filter(Boolean))];
  const where = retail
    ? t('summary.retail')
    : orders.length > 0
      ? t('summary.order', { orderNumber: orders.join(', ') })
      : '';
  return [enquiry, where, lines.map((line) => line.name).join(', ')].filter(Boolean).join(SUMMARY_SEPARATOR);
}
