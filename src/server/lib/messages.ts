import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../../shared/languages.js';
import { interpolate, type MessageKey } from '../../shared/messages.js';
import { isStore, languageOfStore } from '../../shared/stores.js';

const messagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/messages');

/** The message catalogue in every language that has a file; English fills any gap. */
const catalogues: Record<string, Record<string, string>> = Object.fromEntries(
  LANGUAGES.flatMap((lang) => {
    const file = path.join(messagesDir, `${lang}.json`);
    return fs.existsSync(file) ? [[lang, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>]] : [];
  }),
);

export function messageIn(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = catalogues[language]?.[key] ?? catalogues.en?.[key] ?? key;
  return interpolate(template, values);
}

/** A message in the language of the store the request names (English when it names none). */
export function messageForStore(store: unknown, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messageIn(isStore(store) ? languageOfStore(store) : 'en', key, values);
}
