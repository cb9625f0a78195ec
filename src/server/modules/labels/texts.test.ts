import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.js';
import { labelTexts, languageFromAcceptLanguage, languageOr } from './texts.js';

describe('label texts', () => {
  it.each(LANGUAGES)('%s: the regional instructions are the status page’s own', (language) => {
    const rma = JSON.parse(fs.readFileSync(new URL(`../../../web/i18n/rma/${language}.json`, import.meta.url), 'utf8'));
    expect(labelTexts(language).pdf.instructions).toEqual(rma.label.instructions);
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ja', 'jp'],
    ['ja-JP,ja;q=0.9,en;q=0.8', 'jp'],
    ['zh-TW', 'tw'],
    ['de-CH, fr;q=0.9', 'de'],
    ['fr;q=0.5, pl;q=0.9', 'pl'],
    ['nl-NL, it;q=0.2', 'it'],
    ['nl-NL', 'en'],
    ['*', 'en'],
    ['es;q=0', 'en'],
    ['en-GB', 'en'],
  ])('Accept-Language %j → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([
    ['jp', 'jp'],
    ['', 'en'],
    [null, 'en'],
    ['xx', 'en'],
  ])('reply language %j → %s', (value, language) => {
    expect(languageOr(value)).toBe(language);
  });
});
