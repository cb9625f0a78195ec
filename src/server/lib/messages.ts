import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGES, type Language } from '../../shared/languages.js';
import { interpolate, type MessageKey } from '../../shared/messages.js';
import { isStore, languageOfStore } from '../../shared/stores.js';
import { projectPath } from './project-path.js';
import { requestStore } from './request.js';

/** The catalogue's two parts: the customer's messages and the staff console's (shared/messages.ts). */
const messagesDirs = [projectPath('src', 'shared', 'messages'), projectPath('src', 'shared', 'messages', 'staff')];

function readCatalogue(file: string): Record<string, string> {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The message catalogue in every language, both parts in one; English fills any gap. */
const catalogues: Record<string, Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.assign({}, ...messagesDirs.map((dir) => readCatalogue(path.join(dir, `${lang}.json`)))) as Record<
      string,
      string
    >,
  ]),
);

export function messageIn(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = catalogues[language]?.[key] ?? catalogues.en?.[key] ?? key;
  return interpolate(template, values);
}

/** A message in the language of the store the request names (English when it names none). */
export function messageForStore(store: unknown, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messageIn(isStore(store) ? languageOfStore(store) : 'en', key, values);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language a signed-in staff user chose; when set, the request's messages are in it. */
    messageLanguage: Language | null;
  }
}

const TAG_LANGUAGE: Record<string, Language> = { ja: 'jp', zh: 'tw' };

/** The first language of an Accept-Language header the portal speaks (the staff console before sign-in). */
export function acceptedLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().split('-')[0]!.toLowerCase();
    const language = TAG_LANGUAGE[primary] ?? primary;
    if (isLanguage(language)) return language;
  }
  return 'en';
}

/**
 * The language of a request's messages: the signed-in staff user's; on the staff console's calls before sign-in,
 * the browser's; on the customer's calls, the store's.
 */
export function languageOfRequest(request: FastifyRequest): Language {
  if (request.messageLanguage) return request.messageLanguage;
  if (request.url.startsWith('/api/staff/') || request.url === '/api/staff') {
    return acceptedLanguage(request.headers['accept-language']);
  }
  const store = requestStore(request);
  return store ? languageOfStore(store) : 'en';
}

export function messageForRequest(
  request: FastifyRequest,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return messageIn(languageOfRequest(request), key, values);
}
