import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/shared/languages.js';
import { checkCatalogue, pluralForms, type Catalogue } from './i18n-check.js';

function catalogue(files: Catalogue['files']): Catalogue {
  return { namespace: 'test', dir: '/nowhere', files };
}

/** A catalogue where every language has exactly English's texts, with the plural forms each one uses. */
function complete(en: Record<string, unknown>, plural?: string): Catalogue['files'] {
  const files: Catalogue['files'] = {};
  for (const language of LANGUAGES) {
    const json: Record<string, unknown> = structuredClone(en);
    if (plural) {
      for (const key of Object.keys(json)) if (key.startsWith(`${plural}_`)) delete json[key];
      for (const form of pluralForms(language)) json[`${plural}_${form}`] = `{{count}} ${form}`;
    }
    files[language] = json;
  }
  return files;
}

describe('i18n check', () => {
  it('passes a complete catalogue, nested keys and plural forms per language included', () => {
    const files = complete(
      { a: 'A', nested: { b: 'B {{name}}' }, items_one: '1 item', items_other: '{{count}} items' },
      'items',
    );
    expect(checkCatalogue(catalogue(files))).toEqual([]);
  });

  it('lists every missing key of every language, and keys English lacks', () => {
    const files = complete({ a: 'A', nested: { b: 'B' } });
    delete (files.de!.nested as Record<string, unknown>).b;
    delete files.jp!.a;
    files.fr!.extra = 'En trop';
    const problems = checkCatalogue(catalogue(files));
    expect(problems).toEqual([
      { namespace: 'test', language: 'jp', kind: 'missing', key: 'a' },
      { namespace: 'test', language: 'fr', kind: 'extra', key: 'extra' },
      { namespace: 'test', language: 'de', kind: 'missing', key: 'nested.b' },
    ]);
  });

  it('asks Polish for _few and _many, and Japanese for _other only', () => {
    const files = complete({ items_one: '1 item', items_other: '{{count}} items' });
    files.pl = { items_one: 'x', items_other: 'y' };
    files.jp = { items_one: 'x', items_other: 'y' };
    const problems = checkCatalogue(catalogue(files));
    expect(
      problems
        .filter((p) => p.language === 'pl')
        .map((p) => p.key)
        .sort(),
    ).toEqual(['items_few', 'items_many']);
    expect(problems.filter((p) => p.language === 'jp')).toEqual([
      { namespace: 'test', language: 'jp', kind: 'extra', key: 'items_one' },
    ]);
  });

  it('reports a missing file, an empty text and a placeholder English does not have', () => {
    const files = complete({ a: 'Hello {{name}}' });
    delete files.tw;
    files.es = { a: '' };
    files.it = { a: 'Ciao {{nome}}' };
    const problems = checkCatalogue(catalogue(files));
    expect(problems).toContainEqual({ namespace: 'test', language: 'tw', kind: 'no-file', key: '(tw.json)' });
    expect(problems).toContainEqual({ namespace: 'test', language: 'tw', kind: 'missing', key: 'a' });
    expect(problems).toContainEqual({ namespace: 'test', language: 'es', kind: 'empty', key: 'a' });
    expect(problems).toContainEqual({
      namespace: 'test',
      language: 'it',
      kind: 'placeholder',
      key: 'a',
      detail: '{{nome}} not in English',
    });
  });
});
