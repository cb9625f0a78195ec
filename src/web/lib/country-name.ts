import { LANGUAGE_TAG, type Language } from '../../shared/languages.js';

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/**
 * A country's name in the interface language, from its ISO 3166 code (the data holds English names); the stored
 * name when the browser cannot name it.
 */
export function countryName(code: string, storedName: string, language: Language): string {
  if (language === 'en' || !/^[A-Z]{2}$/.test(code)) return storedName;
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([LANGUAGE_TAG[language]], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language)?.of(code) ?? storedName;
}
