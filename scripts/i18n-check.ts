/**
 * The missing-key check: every language has every key English has, in every namespace of the web
 * (src/web/i18n/<namespace>/<lang>.json), in the server's message catalogue (src/shared/messages/<lang>.json), in
 * the sign-in page's texts (src/store-signin/i18n/<lang>.json), in the return label's texts
 * (src/server/modules/labels/i18n/<lang>.json), in the e-mails' texts (src/server/modules/mail/i18n/<lang>.json) and
 * in the staff console's (src/web/staff/i18n/<lang>.json);
 * and no language has a key English lacks. Plural keys (`key_one`, `key_other`, …) are checked per language
 * against the plural forms that language uses (Polish needs _few and _many, Japanese only _other). A placeholder
 * such as {{name}} that English does not have is an error too (it would show literally).
 *
 * `npm run i18n:check` prints every problem, a completeness line per language, and exits 1 on any problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, LANGUAGE_TAG, type Language } from '../src/shared/languages.js';

type Json = { [key: string]: unknown };

export interface Catalogue {
  /** Namespace name, e.g. common, shell, messages. */
  namespace: string;
  /** Where the namespace's files are, for messages. */
  dir: string;
  /** Parsed files by language; a missing file is undefined. */
  files: Partial<Record<Language, Json>>;
}

export interface Problem {
  namespace: string;
  language: Language;
  kind: 'missing' | 'extra' | 'empty' | 'not-text' | 'placeholder' | 'no-file' | 'unreadable';
  key: string;
  detail?: string;
}

/** Flattens nested objects to dotted keys; a non-string leaf is kept as is so it can be reported. */
export function flatten(json: Json, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(json)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Json, full)) out.set(k, v);
    } else out.set(full, value);
  }
  return out;
}

function pluralBase(key: string): { base: string; form: string } | null {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : null;
}

export function pluralForms(language: Language): string[] {
  return new Intl.PluralRules(LANGUAGE_TAG[language]).resolvedOptions().pluralCategories as string[];
}

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!));
}

/**
 * What a language must have: English's plain keys, and for each plural key of English (one with an `_other`
 * form) the forms the language uses. Maps each required key to the English text it corresponds to.
 */
export function requiredKeys(english: Map<string, unknown>, language: Language): Map<string, unknown> {
  const required = new Map<string, unknown>();
  const pluralBases = new Set(
    [...english.keys()]
      .map(pluralBase)
      .filter((p) => p?.form === 'other')
      .map((p) => p!.base),
  );
  for (const [key, value] of english) {
    const plural = pluralBase(key);
    if (plural && pluralBases.has(plural.base)) continue;
    required.set(key, value);
  }
  for (const base of pluralBases) {
    for (const form of pluralForms(language)) {
      required.set(`${base}_${form}`, english.get(`${base}_${form}`) ?? english.get(`${base}_other`));
    }
  }
  return required;
}

export function checkCatalogue(catalogue: Catalogue): Problem[] {
  const problems: Problem[] = [];
  const englishJson = catalogue.files.en;
  if (!englishJson) return [{ namespace: catalogue.namespace, language: 'en', kind: 'no-file', key: '(en.json)' }];
  const english = flatten(englishJson);
  for (const [key, value] of english) {
    if (typeof value !== 'string')
      problems.push({ namespace: catalogue.namespace, language: 'en', kind: 'not-text', key });
    else if (value.trim() === '') problems.push({ namespace: catalogue.namespace, language: 'en', kind: 'empty', key });
  }
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const required = requiredKeys(english, language);
    const json = catalogue.files[language];
    const have = json ? flatten(json) : new Map<string, unknown>();
    const report = (kind: Problem['kind'], key: string, detail?: string) =>
      problems.push({ namespace: catalogue.namespace, language, kind, key, ...(detail ? { detail } : {}) });
    if (!json) report('no-file', `(${language}.json)`);
    for (const [key, englishText] of required) {
      if (!have.has(key)) {
        report('missing', key);
        continue;
      }
      const text = have.get(key);
      if (typeof text !== 'string') {
        report('not-text', key);
        continue;
      }
      if (text.trim() === '') {
        report('empty', key);
        continue;
      }
      if (typeof englishText === 'string') {
        const allowed = placeholders(englishText);
        // i18next passes count to every plural form, even when English's text for that form leaves it out.
        if (pluralBase(key)) allowed.add('count');
        const unknown = [...placeholders(text)].filter((p) => !allowed.has(p));
        if (unknown.length) report('placeholder', key, `{{${unknown.join('}}, {{')}}} not in English`);
      }
    }
    for (const key of have.keys()) if (!required.has(key)) report('extra', key);
  }
  return problems;
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function readJson(file: string): Json | undefined | 'unreadable' {
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  } catch {
    return 'unreadable';
  }
}

/**
 * Every namespace on disk: the web's folders under src/web/i18n, the shared message catalogue (the customer's and the
 * staff console's parts), the texts of
 * the store side's sign-in page, those of the return label and of the e-mails, and the staff console's.
 */
export function loadCatalogues(root = ROOT): { catalogues: Catalogue[]; unreadable: Problem[] } {
  const dirs: { namespace: string; dir: string }[] = [];
  const webDir = path.join(root, 'src/web/i18n');
  for (const entry of fs.readdirSync(webDir, { withFileTypes: true })) {
    if (entry.isDirectory()) dirs.push({ namespace: entry.name, dir: path.join(webDir, entry.name) });
  }
  dirs.push({ namespace: 'messages', dir: path.join(root, 'src/shared/messages') });
  dirs.push({ namespace: 'messages/staff', dir: path.join(root, 'src/shared/messages/staff') });
  dirs.push({ namespace: 'signin', dir: path.join(root, 'src/store-signin/i18n') });
  dirs.push({ namespace: 'labels', dir: path.join(root, 'src/server/modules/labels/i18n') });
  dirs.push({ namespace: 'mail', dir: path.join(root, 'src/server/modules/mail/i18n') });
  dirs.push({ namespace: 'staff', dir: path.join(root, 'src/web/staff/i18n') });
  const unreadable: Problem[] = [];
  const catalogues = dirs.map(({ namespace, dir }) => {
    const files: Catalogue['files'] = {};
    for (const language of LANGUAGES) {
      const json = readJson(path.join(dir, `${language}.json`));
      if (json === 'unreadable')
        unreadable.push({ namespace, language, kind: 'unreadable', key: `(${language}.json)` });
      else if (json) files[language] = json;
    }
    return { namespace, dir, files };
  });
  return { catalogues, unreadable };
}

const KIND_TEXT: Record<Problem['kind'], string> = {
  missing: 'missing',
  extra: 'not in English (remove it, or add it to en.json)',
  empty: 'empty',
  'not-text': 'not a string',
  placeholder: 'placeholder',
  'no-file': 'file missing',
  unreadable: 'not valid JSON',
};

function main() {
  const { catalogues, unreadable } = loadCatalogues();
  const problems = [...unreadable, ...catalogues.flatMap(checkCatalogue)];
  for (const catalogue of catalogues) {
    const english = catalogue.files.en ? flatten(catalogue.files.en) : new Map();
    const line = LANGUAGES.filter((l) => l !== 'en')
      .map((language) => {
        const required = requiredKeys(english, language).size;
        const missing = problems.filter(
          (p) => p.namespace === catalogue.namespace && p.language === language && p.kind === 'missing',
        ).length;
        const done = catalogue.files[language] ? required - missing : 0;
        return `${language} ${required ? Math.floor((100 * done) / required) : 100}%`;
      })
      .join('  ');
    console.log(`${catalogue.namespace.padEnd(12)} ${String(english.size).padStart(4)} keys   ${line}`);
  }
  if (problems.length === 0) {
    console.log('\ni18n check passed: every language has every key.');
    return;
  }
  console.error(`\ni18n check FAILED: ${problems.length} problem(s)\n`);
  const groups = new Map<string, Problem[]>();
  for (const p of problems) {
    const group = `${p.namespace}/${p.language}.json`;
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  for (const [group, list] of groups) {
    console.error(`  ${group}`);
    for (const p of list) console.error(`    ${KIND_TEXT[p.kind]}: ${p.key}${p.detail ? ` (${p.detail})` : ''}`);
  }
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
