import { isLanguage, LANGUAGES, LANGUAGE_TAG, type Language } from '../../../shared/languages.js';
import de from './i18n/de.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };
import es from './i18n/es.json' with { type: 'json' };
import fr from './i18n/fr.json' with { type: 'json' };
import it from './i18n/it.json' with { type: 'json' };
import jp from './i18n/jp.json' with { type: 'json' };
import pl from './i18n/pl.json' with { type: 'json' };
import tw from './i18n/tw.json' with { type: 'json' };

/**
 * The label's texts (the PDF and the page a gone link answers) in the 8 languages, checked by `npm run
 * i18n:check`. The regional instructions are the status page's own texts (`label.instructions` of the web's rma
 * namespace); a test keeps the two equal.
 */
export type LabelTexts = typeof en;
const TEXTS: Record<Language, LabelTexts> = { en, jp, fr, de, es, it, pl, tw };

export function labelTexts(language: Language): LabelTexts {
  return TEXTS[language];
}

/** The language a stored reply language names; English for anything else. */
export function languageOr(value: string | null | undefined): Language {
  return isLanguage(value) ? value : 'en';
}

/** The first of the portal's languages an Accept-Language header asks for (by weight), else English. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const primary = tag.split('-')[0]!;
    const found = LANGUAGES.find((l) => LANGUAGE_TAG[l].split('-')[0]!.toLowerCase() === primary);
    if (found) return found;
  }
  return 'en';
}
