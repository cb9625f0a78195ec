/** Interface languages of the portal. `tw` is Traditional Chinese (Taiwan), `jp` is Japanese. */
export const LANGUAGES = ['en', 'jp', 'fr', 'de', 'es', 'it', 'pl', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** BCP 47 tag for `<html lang>`, Intl formatting and date pickers. */
export const LANGUAGE_TAG: Record<Language, string> = {
  en: 'en',
  jp: 'ja',
  fr: 'fr',
  de: 'de',
  es: 'es',
  it: 'it',
  pl: 'pl',
  tw: 'zh-Hant-TW',
};

/**
 * The dayjs locale of each language: the month and weekday names of the date pickers (the portal's purchase date,
 * the console's periods). Each app loads these locales itself.
 */
export const DAYJS_LOCALE: Record<Language, string> = {
  en: 'en',
  jp: 'ja',
  fr: 'fr',
  de: 'de',
  es: 'es',
  it: 'it',
  pl: 'pl',
  tw: 'zh-tw',
};

/** Each language named in itself, for the preferred-reply-language select. */
export const LANGUAGE_NATIVE_NAME: Record<Language, string> = {
  en: 'English',
  jp: '日本語',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
  tw: '繁體中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
