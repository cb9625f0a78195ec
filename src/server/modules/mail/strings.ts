import { dateTimeFormat } from '../../../shared/intl.js';
import { interpolate } from '../../../shared/messages.js';
import { LANGUAGE_TAG, type Language } from '../../../shared/languages.js';
import de from './i18n/de.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };
import es from './i18n/es.json' with { type: 'json' };
import fr from './i18n/fr.json' with { type: 'json' };
import it from './i18n/it.json' with { type: 'json' };
import jp from './i18n/jp.json' with { type: 'json' };
import pl from './i18n/pl.json' with { type: 'json' };
import tw from './i18n/tw.json' with { type: 'json' };

type Section = Record<string, string>;
type Catalogue = Record<string, Section>;

/** The e-mails' texts, one file per language (checked for missing keys by `npm run i18n:check`). */
const CATALOGUES: Record<Language, Catalogue> = { en, jp, fr, de, es, it, pl, tw };

/** A section of the texts, e.g. `rmaReceived`, or the shared `layout` and `common`. */
export type MailSection = keyof typeof en;

export type Values = Record<string, string | number>;

/**
 * The texts of one language: `t(section, key, values)`. With a `count`, the key is a plural base (`intro` →
 * `intro_one`, `intro_other`, … by the language's plural rules). A key missing from the catalogue throws: the
 * templates are rendered in every language by the tests, so a missing text cannot reach a customer.
 */
export type Translate = (section: MailSection, key: string, values?: Values) => string;

export function translator(language: Language): Translate {
  const catalogue = CATALOGUES[language];
  const plurals = new Intl.PluralRules(LANGUAGE_TAG[language]);
  return (section, key, values = {}) => {
    const texts = catalogue[section] ?? {};
    const name = typeof values.count === 'number' ? `${key}_${plurals.select(values.count)}` : key;
    const text = texts[name] ?? (typeof values.count === 'number' ? texts[`${key}_other`] : undefined);
    if (text === undefined) throw new Error(`Missing e-mail text ${language}:${section}.${name}`);
    return interpolate(text, values);
  };
}

/** An instant for staff alerts, in UTC (the stores span time zones; the console shows local times). */
export function formatInstant(iso: string, language: Language): string {
  return dateTimeFormat(LANGUAGE_TAG[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
