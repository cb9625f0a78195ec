import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAG, type Language } from '../../shared/languages.js';

/**
 * Translations: one JSON per namespace and language (`src/web/i18n/<namespace>/<lang>.json`), plus the message
 * catalogue shared with the server (`src/shared/messages/<lang>.json`, namespace `messages`). English is bundled
 * as the fallback; only the store's own language is fetched besides it, so a phone downloads one language.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./*/en.json', '../../shared/messages/en.json'],
  {
    eager: true,
  },
);
const others = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./*/en.json',
  '../../shared/messages/*.json',
  '!../../shared/messages/en.json',
]);

function namespaceOf(path: string): string {
  return path.includes('shared/messages') ? 'messages' : path.split('/')[1]!;
}
function languageOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

export const NAMESPACES = [...new Set(Object.keys(english).map(namespaceOf))];

async function loadLanguage(instance: I18n, language: Language) {
  if (language === 'en') return;
  const entries = Object.entries(others).filter(([path]) => languageOf(path) === language);
  const modules = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
  for (const [path, module] of modules)
    instance.addResourceBundle(language, namespaceOf(path), module.default, true, true);
}

export async function setupI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {} };
  for (const [path, module] of Object.entries(english)) resources.en![namespaceOf(path)] = module.default;
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'messages',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(instance, language);
  // The build's pre-render (src/web/prerender.tsx) runs without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[language];
  return instance;
}
