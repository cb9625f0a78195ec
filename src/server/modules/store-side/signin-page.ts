import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, LANGUAGE_TAG, type Language } from '../../../shared/languages.js';
import { languageOfStore, type Store } from '../../../shared/stores.js';
import { loadOnce } from '../../lib/load-once.js';
import { projectPath } from '../../lib/project-path.js';
import { SIGN_IN_DIR, SIGN_IN_SCRIPT_FILE, SIGN_IN_SCRIPT_OPTIONS, SIGN_IN_SCRIPT_SOURCE } from './signin-script.js';

/**
 * The member sign-in page shown in the portal's frame. Its files are in src/store-signin: the HTML template
 * (signin.html, each {{name}} filled with an escaped text), the script (signin.ts, built to a plain ES module
 * beside the server's bundle, or compiled when the server runs from its sources), the styles (signin.css) and its
 * texts (i18n/<language>.json, in the i18n check).
 */

const dir = projectPath(SIGN_IN_DIR);
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** Paths of the page's own assets (the CSP allows scripts from the site only, never inline). */
export const SIGN_IN_SCRIPT_PATH = '/store/account/signin.js';
export const SIGN_IN_STYLES_PATH = '/store/account/signin.css';

const ZSignInStrings = z.strictObject({
  title: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  email: z.string().min(1),
  password: z.string().min(1),
  submit: z.string().min(1),
  invalid: z.string().min(1),
  required: z.string().min(1),
  error: z.string().min(1),
  rateLimited: z.string().min(1),
  success: z.string().min(1),
});
export type SignInStrings = z.infer<typeof ZSignInStrings>;

/** Texts of the sign-in page and of the login call's answers, per interface language. */
export const SIGN_IN_STRINGS = Object.fromEntries(
  LANGUAGES.map((language) => [language, ZSignInStrings.parse(JSON.parse(read(`i18n/${language}.json`)))]),
) as Record<Language, SignInStrings>;

export function signInStrings(store: Store): SignInStrings {
  return SIGN_IN_STRINGS[languageOfStore(store)];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const template = read('signin.html');

/** The sign-in page for the portal's frame, in the store's language, with the e-mail prefilled. */
export function signInPage(store: Store, email: string): string {
  const language = languageOfStore(store);
  const { email: emailLabel, password: passwordLabel, ...texts } = SIGN_IN_STRINGS[language];
  const values: Record<string, string> = {
    ...texts,
    emailLabel,
    passwordLabel,
    lang: LANGUAGE_TAG[language],
    store,
    email,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`signin.html: no text for {{${name}}}`);
    return escapeHtml(value);
  });
}

export const SIGN_IN_STYLES = read('signin.css');

/**
 * The page's script as the browser runs it, read or compiled once per process. The started portal runs from its
 * bundle (docs/decisions/0035-server-runs-from-its-build.md) and reads the script its build wrote beside it; the
 * server run from its sources compiles signin.ts with esbuild, imported only then.
 */
export const signInScript = loadOnce(async (): Promise<string> => {
  if (fromBundle(import.meta.url)) return fs.promises.readFile(new URL(SIGN_IN_SCRIPT_FILE, import.meta.url), 'utf8');
  const { transform } = await import('esbuild');
  const source = await fs.promises.readFile(projectPath(SIGN_IN_SCRIPT_SOURCE), 'utf8');
  return (await transform(source, SIGN_IN_SCRIPT_OPTIONS)).code;
});

/** Whether a module's URL is the server's bundle (dist/server), not its sources (src/server). */
export function fromBundle(moduleUrl: string): boolean {
  return /\/dist\/server\/[^/]+\.js$/.test(new URL(moduleUrl).pathname);
}
