import 'dayjs/locale/de.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/it.js';
import 'dayjs/locale/ja.js';
import 'dayjs/locale/pl.js';
import 'dayjs/locale/zh-tw.js';
import type { Language } from '../../../../shared/languages.js';

/** dayjs locale of the date pickers for each interface language (month and weekday names). */
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
