import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAG, type Language } from '../../shared/languages.js';
import { FIRST_SCREEN_NAMESPACES, LATER_NAMESPACES } from './namespaces.js';

/**
 * Translations: one JSON per namespace and language (`src/web/i18n/<namespace>/<lang>.json`), plus the message
 * catalogue shared with the server (`src/shared/messages/<lang>.json`, namespace `messages`). English is the
 * fallback. The English texts of the first screen (`FIRST_SCREEN_NAMESPACES`) are bundled with it; the English
 * texts of the later steps and pages come in one chunk with the first of them (`loadLaterTexts`). Only the store's
 * own language is fetched besides English, all its namespaces in one chunk, so a phone downloads one language.
 */
export { FIRST_SCREEN_NAMESPACES, LATER_NAMESPACES } from './namespaces.js';

const english = import.meta.glob<Record<string, unknown>>(
  ['./{common,home,shell}/en.json', '../../shared/messages/en.json'],
  { eager: true, import: 'default' },
);
const laterEnglish = import.meta.glob<Record<string, unknown>>(
  './{request,address,confirmation,products,rma}/en.json',
  { import: 'default' },
);
const others = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./*/en.json', '../../shared/messages/*.json', '!../../shared/messages/en.json'],
  { import: 'default' },
);

/** The namespace of a texts file, from its path (`./home/en.json`, `../../shared/messages/de.json`). */
function namespaceOf(path: string): string {
  return path.includes('shared/messages') ? 'messages' : path.split('/')[1]!;
}

async function loadLanguage(instance: I18n, language: Language) {
  if (language === 'en') return;
  const entries = Object.entries(others).filter(([path]) => path.endsWith(`/${language}.json`));
  const bundles = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
  for (const [path, texts] of bundles) instance.addResourceBundle(language, namespaceOf(path), texts, true, true);
}

/** The app's translations (the last setupI18n made), and the later texts once downloaded. */
let current: I18n | undefined;
let laterBundles: (readonly [string, Record<string, unknown>])[] | undefined;
let laterDownload: Promise<void> | undefined;

function addLaterTexts(instance: I18n) {
  for (const [namespace, texts] of laterBundles ?? []) instance.addResourceBundle('en', namespace, texts, true, true);
}

/**
 * Downloads the later namespaces' English texts (one chunk) and adds them to the app's translations. Every chunk past
 * the first screen awaits it beside its own download (the products and request steps, each page but home), so its
 * texts are there when it renders; a failed download fails that chunk's load (its boundary offers to try again) and
 * is tried again the next time. It may start before setupI18n (main.tsx preloads the first page beside it): the
 * translations setupI18n makes then take the texts.
 */
export function loadLaterTexts(): Promise<void> {
  laterDownload ??= Promise.all(
    Object.entries(laterEnglish).map(async ([path, load]) => [namespaceOf(path), await load()] as const),
  ).then(
    (bundles) => {
      laterBundles = bundles;
      if (current) addLaterTexts(current);
    },
    (error: unknown) => {
      laterDownload = undefined;
      throw error;
    },
  );
  return laterDownload;
}

/**
 * The translations in `language`, with English as the fallback. `texts: 'all'` loads the later namespaces too
 * before it resolves: the build's pre-render and the component tests render any page at once.
 */
export async function setupI18n(language: Language, texts: 'first-screen' | 'all' = 'first-screen'): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {} };
  for (const [path, bundle] of Object.entries(english)) resources.en![namespaceOf(path)] = bundle;
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [...FIRST_SCREEN_NAMESPACES, ...LATER_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'messages',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadLanguage(instance, language), texts === 'all' ? loadLaterTexts() : undefined]);
  addLaterTexts(instance);
  current = instance;
  // The build's pre-render (src/web/prerender.tsx) runs without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[language];
  return instance;
}
