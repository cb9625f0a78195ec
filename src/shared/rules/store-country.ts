import type { Store } from '../stores.js';

/**
 * The country a store is named after (docs/rules/details.md): the likely first choice of the details step's
 * country list. ISO 3166 alpha-2; the United Kingdom is GB. Stores that span several countries (asean, the
 * pan-European en, nordic) have none.
 */
export const STORE_COUNTRY: Record<Store, string | null> = {
  au: 'AU',
  sg: 'SG',
  jp: 'JP',
  tw: 'TW',
  us: 'US',
  fr: 'FR',
  it: 'IT',
  de: 'DE',
  es: 'ES',
  pl: 'PL',
  ph: 'PH',
  ie: 'IE',
  asean: null,
  uk: 'GB',
  ca: 'CA',
  hk: 'HK',
  en: null,
  gr: 'GR',
  nordic: null,
  my: 'MY',
};

/** The id of the store's own country in a country list, or null when the list lacks it (or the store has none). */
export function storeCountryId(store: Store, countries: readonly { id: number; code: string }[]): number | null {
  const code = STORE_COUNTRY[store];
  if (code === null) return null;
  return countries.find((country) => country.code.toUpperCase() === code)?.id ?? null;
}
