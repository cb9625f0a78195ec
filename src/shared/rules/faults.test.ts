import { describe, expect, it } from 'vitest';
import { faultTextsIn, parseFaultTexts, serialiseFaultTexts } from './faults.js';

const noSound = {
  description: 'No sound',
  category: 'Audio',
  translations: { de: { description: 'Kein Ton', category: 'Audio' }, jp: { description: '音が出ない' } },
};

describe('faultTextsIn', () => {
  it.each([
    ['en', 'No sound', 'Audio'],
    ['de', 'Kein Ton', 'Audio'],
    // A language with only the description keeps the English category.
    ['jp', '音が出ない', 'Audio'],
    // A language with no translation reads English.
    ['pl', 'No sound', 'Audio'],
  ] as const)('in %s reads %s / %s', (language, description, category) => {
    expect(faultTextsIn(noSound, language)).toEqual({ description, category });
  });
});

describe('stored texts', () => {
  it.each([
    ['{"de":{"description":"Kein Ton"}}', { de: { description: 'Kein Ton' } }],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"xx":{"description":"?"},"fr":{"description":3}}', { fr: {} }],
  ])('parses %s', (json, texts) => {
    expect(parseFaultTexts(json)).toEqual(texts);
  });

  it('stores the same texts as the same string, whatever their order, and leaves empty ones out', () => {
    const a = serialiseFaultTexts({ tw: { description: '沒有聲音' }, de: { description: 'Kein Ton' }, fr: {} });
    const b = serialiseFaultTexts({ de: { description: 'Kein Ton' }, tw: { description: '沒有聲音' } });
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ de: { description: 'Kein Ton' }, tw: { description: '沒有聲音' } });
  });
});
