import { LANGUAGES, type Language } from '../languages.js';

/**
 * A fault's texts in other languages than English (docs/data-format.md#faults). English is the fault's own
 * `description` and `category`; the category stays the key a request names, whatever language shows it.
 */
export type FaultTexts = Partial<Record<Language, { description?: string; category?: string }>>;

/** What the customer reads for a fault in a language: its texts there, else the English ones. */
export function faultTextsIn(
  fault: { description: string; category: string; translations: FaultTexts },
  language: Language,
): { description: string; category: string } {
  const local = language === 'en' ? undefined : fault.translations[language];
  return {
    description: local?.description || fault.description,
    category: local?.category || fault.category,
  };
}

/** Reads the stored JSON; anything unreadable or unknown is left out, so English shows instead. */
export function parseFaultTexts(json: string): FaultTexts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const texts: FaultTexts = {};
  for (const language of LANGUAGES) {
    const entry = (parsed as Record<string, unknown>)[language];
    if (!entry || typeof entry !== 'object') continue;
    const { description, category } = entry as Record<string, unknown>;
    texts[language] = {
      ...(typeof description === 'string' ? { description } : {}),
      ...(typeof category === 'string' ? { category } : {}),
    };
  }
  return texts;
}

/** The stored JSON, keys in the order of LANGUAGES, so that the same texts always store the same string. */
export function serialiseFaultTexts(texts: FaultTexts): string {
  const ordered: FaultTexts = {};
  for (const language of LANGUAGES) {
    const entry = texts[language];
    if (entry && (entry.description || entry.category)) ordered[language] = entry;
  }
  return JSON.stringify(ordered);
}
