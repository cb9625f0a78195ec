import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from '../../../../scripts/build-server.js';
import { checkCatalogue, loadCatalogues } from '../../../../scripts/i18n-check.js';
import { LANGUAGES } from '../../../shared/languages.js';
import { STORES, languageOfStore } from '../../../shared/stores.js';
import { SIGN_IN_STRINGS, escapeHtml, fromBundle, signInPage, signInScript, signInStrings } from './signin-page.js';
import { SIGN_IN_SCRIPT_FILE } from './signin-script.js';

describe('the sign-in page', () => {
  it('has its texts in every language, covered by the i18n check', () => {
    const { catalogues } = loadCatalogues();
    const signin = catalogues.find((c) => c.namespace === 'signin');
    expect(signin && Object.keys(signin.files).sort()).toEqual([...LANGUAGES].sort());
    expect(checkCatalogue(signin!)).toEqual([]);
    expect(new Set(LANGUAGES.map((l) => SIGN_IN_STRINGS[l].heading)).size).toBe(LANGUAGES.length);
  });

  it.each(STORES)('is filled in completely for store %s, in its language', (store) => {
    const html = signInPage(store, 'member@example.com');
    const t = SIGN_IN_STRINGS[languageOfStore(store)];
    expect(signInStrings(store)).toBe(t);
    expect(html).not.toMatch(/\{\{|\}\}/);
    for (const text of [t.title, t.heading, t.intro, t.email, t.password, t.submit, t.invalid, t.rateLimited]) {
      expect(html).toContain(escapeHtml(text));
    }
    expect(html).toContain(`data-store="${store}"`);
    expect(html).toContain('value="member@example.com"');
  });

  it('escapes every text it puts into the page', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    const html = signInPage('us', `"><script>alert(1)</script>{{title}}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;{{title}}"');
  });

  it('compiles its script once to plain JavaScript', async () => {
    const first = signInScript();
    expect(signInScript()).toBe(first);
    const code = await first;
    expect(code).toContain('addEventListener("submit"');
    expect(code).toContain('fetch("/store/account/login"');
    expect(code).not.toMatch(/\bimport\b|\bexport\b|\binterface\b/);
  });

  it('the server build writes the same script beside the bundle, which reads it from there', async () => {
    // The unit tests' global setup builds the server (scripts/build-server.ts); these tests run the sources.
    const built = fs.readFileSync(path.join(path.dirname(SERVER_BUNDLE), SIGN_IN_SCRIPT_FILE), 'utf8');
    expect(built).toBe(await signInScript());
    expect(fromBundle(pathToFileURL(path.resolve(SERVER_BUNDLE)).href)).toBe(true);
    expect(fromBundle('file:///app/dist/server/chunk-4TQX2Z.js')).toBe(true);
    expect(fromBundle(import.meta.url)).toBe(false);
    expect(fromBundle('file:///app/src/server/modules/store-side/signin-page.ts')).toBe(false);
  });
});
