import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAG, LANGUAGES, isLanguage, type Language } from '../../../shared/languages.js';

/**
 * i18next runs on the BCP 47 tags (`ja`, `zh-Hant-TW`…), not on the portal's language codes (`jp`, `tw`): its plural
 * forms come from Intl.PluralRules of the language it is given, and `jp` is no language there.
 */
export function languageOfTag(tag: string): Language {
  return LANGUAGES.find((language) => LANGUAGE_TAG[language] === tag) ?? 'en';
}

/**
 * The console's translations: its own namespace `staff` (src/web/staff/i18n/<lang>.json), the customer's
 * status timeline texts from the portal's `rma` namespace, so the console shows the steps exactly as the
 * customer reads them, and the return reasons' names from the portal's `request` namespace, as the customer chose
 * them. English is bundled as the fallback; another language is fetched when chosen.
 */
const staffTexts = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/*.json');
const rmaTexts = import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/rma/*.json');
const requestTexts = import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/request/*.json');

function languageOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

async function load(glob: typeof staffTexts, language: Language) {
  const entry = Object.entries(glob).find(([path]) => languageOf(path) === language);
  return entry ? (await entry[1]()).default : {};
}

async function addLanguage(instance: I18n, language: Language) {
  const tag = LANGUAGE_TAG[language];
  if (instance.hasResourceBundle(tag, 'staff')) return;
  const [staff, rma, request] = await Promise.all([
    load(staffTexts, language),
    load(rmaTexts, language),
    load(requestTexts, language),
  ]);
  instance.addResourceBundle(tag, 'staff', staff, true, true);
  // Only the timeline's texts and the reasons' names: the rest of the portal's pages has no place in the console.
  instance.addResourceBundle(tag, 'rma', { timeline: (rma as { timeline?: unknown }).timeline ?? {} }, true, true);
  instance.addResourceBundle(tag, 'request', { reasons: (request as { reasons?: unknown }).reasons ?? {} }, true, true);
}

const STORAGE_KEY = 'staff.language';

/** The language chosen on this browser before sign-in (or the browser's own, when it is one of ours). */
export function preferredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage unavailable */
  }
  const browser = (navigator.language || 'en').toLowerCase();
  return LANGUAGES.find((language) => browser.startsWith(LANGUAGE_TAG[language].toLowerCase().slice(0, 2))) ?? 'en';
}

/** Switches the interface language (fetching it first) and remembers it on this browser. */
export async function switchLanguage(instance: I18n, language: Language) {
  await addLanguage(instance, language);
  await instance.changeLanguage(LANGUAGE_TAG[language]);
  document.documentElement.lang = LANGUAGE_TAG[language];
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the choice holds for this page view */
  }
}

export async function setupStaffI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['staff', 'rma', 'request'],
    defaultNS: 'staff',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await addLanguage(instance, 'en');
  await switchLanguage(instance, language);
  return instance;
}
