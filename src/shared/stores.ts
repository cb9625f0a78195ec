import type { Language } from './languages.js';

/** The regional stores (docs/rules/shell.md#stores); the full list is the union of every flow's stores. */
export const STORES = [
  'au',
  'sg',
  'jp',
  'tw',
  'us',
  'fr',
  'it',
  'de',
  'es',
  'pl',
  'ph',
  'ie',
  'asean',
  'uk',
  'ca',
  'hk',
  'en',
  'gr',
  'nordic',
  'my',
] as const;
export type Store = (typeof STORES)[number];

export const DEFAULT_STORE: Store = 'us';

export interface StoreInfo {
  /** Region name in English; it goes into every page title. */
  regionName: string;
  /** Stores jp, tw, fr, it, de, es, pl use their own language; all others English. */
  language: Language;
  /** Online chat is offered in sg, au, us, ca, uk only. */
  chat: boolean;
  /** The return-a-product option is hidden for jp, tw, asean. */
  returnOptionHidden: boolean;
  /** The nature of enquiry is forced to replacement (2) for asean, jp, tw. */
  replacementOnly: boolean;
  /** A return policy link appears only for sg, my, au, hk. */
  returnPolicyLink: boolean;
  /** Refunds need the original-packaging acknowledgement in sg, my, hk. */
  refundAcknowledgement: boolean;
  /** The returns-eligibility column is hidden in jp. */
  returnsEligibilityHidden: boolean;
  /** Currency of prices and refund amounts (ISO 4217). */
  currency: string;
  /** Names are written family name first (Japanese and Chinese), in forms and on address cards. */
  familyNameFirst: boolean;
  /** The request step requires comments for every product (jp). */
  commentsRequired: boolean;
}

const base = {
  chat: false,
  returnOptionHidden: false,
  replacementOnly: false,
  returnPolicyLink: false,
  refundAcknowledgement: false,
  returnsEligibilityHidden: false,
  familyNameFirst: false,
  commentsRequired: false,
} as const;

export const STORE_INFO: Record<Store, StoreInfo> = {
  au: { ...base, regionName: 'Australia', language: 'en', chat: true, returnPolicyLink: true, currency: 'AUD' },
  sg: {
    ...base,
    regionName: 'Singapore',
    language: 'en',
    chat: true,
    returnPolicyLink: true,
    refundAcknowledgement: true,
    currency: 'SGD',
  },
  jp: {
    ...base,
    regionName: 'Japan',
    language: 'jp',
    returnOptionHidden: true,
    replacementOnly: true,
    returnsEligibilityHidden: true,
    familyNameFirst: true,
    commentsRequired: true,
    currency: 'JPY',
  },
  tw: {
    ...base,
    regionName: 'Taiwan',
    language: 'tw',
    returnOptionHidden: true,
    replacementOnly: true,
    familyNameFirst: true,
    currency: 'TWD',
  },
  us: { ...base, regionName: 'United States', language: 'en', chat: true, currency: 'USD' },
  fr: { ...base, regionName: 'France', language: 'fr', currency: 'EUR' },
  it: { ...base, regionName: 'Italy', language: 'it', currency: 'EUR' },
  de: { ...base, regionName: 'Germany', language: 'de', currency: 'EUR' },
  es: { ...base, regionName: 'Spain', language: 'es', currency: 'EUR' },
  pl: { ...base, regionName: 'Poland', language: 'pl', currency: 'PLN' },
  ph: { ...base, regionName: 'Philippines', language: 'en', currency: 'PHP' },
  ie: { ...base, regionName: 'Ireland', language: 'en', currency: 'EUR' },
  asean: {
    ...base,
    regionName: 'ASEAN',
    language: 'en',
    returnOptionHidden: true,
    replacementOnly: true,
    currency: 'USD',
  },
  uk: { ...base, regionName: 'United Kingdom', language: 'en', chat: true, currency: 'GBP' },
  ca: { ...base, regionName: 'Canada', language: 'en', chat: true, currency: 'CAD' },
  hk: {
    ...base,
    regionName: 'Hong Kong',
    language: 'en',
    returnPolicyLink: true,
    refundAcknowledgement: true,
    currency: 'HKD',
  },
  en: { ...base, regionName: 'Europe', language: 'en', currency: 'EUR' },
  gr: { ...base, regionName: 'Greece', language: 'en', currency: 'EUR' },
  nordic: { ...base, regionName: 'Nordic', language: 'en', currency: 'EUR' },
  my: {
    ...base,
    regionName: 'Malaysia',
    language: 'en',
    returnPolicyLink: true,
    refundAcknowledgement: true,
    currency: 'MYR',
  },
};

export function isStore(value: unknown): value is Store {
  return typeof value === 'string' && (STORES as readonly string[]).includes(value);
}

/** Store → interface language (jp, tw, fr, it, de, es, pl their own; every other store English). */
export function languageOfStore(store: Store): Language {
  return STORE_INFO[store].language;
}

/**
 * The store named by a page address. The store is the first label of the host (`sg.example.com`);
 * for local use, where the host is `localhost` or an IP, `?store=sg` names it instead.
 * Returns undefined when the address names no store, so the caller can fall back to browser storage.
 */
export function storeFromAddress(host: string, search = ''): Store | undefined {
  const fromQuery = new URLSearchParams(search).get('store')?.toLowerCase();
  if (isStore(fromQuery)) return fromQuery;
  const hostname = host.split(':')[0]!.toLowerCase();
  const firstLabel = hostname.split('.')[0];
  if (hostname.includes('.') && isStore(firstLabel)) return firstLabel;
  return undefined;
}

/** Page title: the page's own title, then the region name in English. */
export function pageTitle(title: string, store: Store): string {
  return `${title} | ${STORE_INFO[store].regionName}`;
}
