// @vitest-environment jsdom
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootScript, pageHtml, PRELOADS_PER_TASK } from '../../scripts/prerender.js';
import { LANGUAGE_TAG, type Language } from '../shared/languages.js';
import { pageTitle, type Store } from '../shared/stores.js';
import { renderPage } from './prerender.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Return, replace or repair a product." />
    <title>Returns &amp; RMA</title>
    <script type="module" crossorigin src="/rma/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/rma/assets/vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/rma/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A text of a translation file (`src/web/i18n/<namespace>/<language>.json`) by its dotted key. */
function text(namespace: string, language: Language, key: string): string {
  const file = JSON.parse(fs.readFileSync(`src/web/i18n/${namespace}/${language}.json`, 'utf8')) as unknown;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return value;
}

/** One store of each language. */
const STORES: [Store, Language][] = [
  ['us', 'en'],
  ['jp', 'jp'],
  ['tw', 'tw'],
  ['fr', 'fr'],
  ['de', 'de'],
  ['es', 'es'],
  ['it', 'it'],
  ['pl', 'pl'],
];

describe('the pre-rendered pages (src/web/prerender.tsx, scripts/prerender.ts)', () => {
  it.each(STORES)(
    'renders the home page of %s in its language: lang, title, the first step',
    async (store, language) => {
      const page = await renderPage(store, '/rma/');
      expect(page.lang).toBe(LANGUAGE_TAG[language]);
      expect(page.title).toBe(pageTitle(text('common', language, 'pageTitle.home'), store));
      const html = pageHtml(TEMPLATE, page, store, {
        // Files as the build manifest names them.
        modulepreload: ['assets/i18n-x.js'],
        stylesheet: ['assets/HomeRoute-1.css', 'assets/index-abc.css'],
        boot: 'assets/boot-1.js',
      });
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.documentElement.lang).toBe(LANGUAGE_TAG[language]);
      expect(doc.documentElement.dataset.mantineColorScheme).toBe('light');
      expect(doc.title).toBe(page.title);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        text('common', language, 'pageDescription.home'),
      );
      const root = doc.getElementById('root')!;
      expect(root.dataset.store).toBe(store);
      // The pre-rendered page takes no input until the app has rendered over it.
      expect(root.children).toHaveLength(1);
      expect(root.firstElementChild!.hasAttribute('inert')).toBe(true);
      expect(root.querySelector('h1')?.textContent).toBe(text('home', language, 'intro.title.home'));
      expect(root.querySelector('#details-title')?.textContent).toBe(text('home', language, 'details.title'));
      expect(root.querySelector('[data-wizard-step="1"]')).not.toBeNull();
      // What the page needs first is linked once: its CSS and the language chunk; the app starts from the boot
      // script once the page has painted.
      expect(html.match(/index-abc\.css/g)).toHaveLength(1);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/rma/assets/i18n-x.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/rma/assets/HomeRoute-1.css">');
      expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/rma/assets/boot-1.js']);
      expect(html).not.toContain('index-abc.js');
    },
  );

  it('renders each enquiry page with its own title', async () => {
    const page = await renderPage('de', '/rma/enquiry/rma-status');
    expect(page.title).toBe(pageTitle(text('common', 'de', 'pageTitle.rma-status'), 'de'));
    expect(page.html).toContain(text('home', 'de', 'intro.title.rma-status'));
  });

  it.each(STORES)(
    'renders the confirmation page of %s as its frame: thanks and what happens next, the RMA number to come',
    async (store, language) => {
      const page = await renderPage(store, '/rma/confirmation');
      expect(page.title).toBe(pageTitle(text('common', language, 'pageTitle.confirmation'), store));
      const doc = new DOMParser().parseFromString(page.html, 'text/html');
      expect(doc.querySelector('h1')?.textContent).toBe(text('confirmation', language, 'thanks'));
      expect(page.html).toContain(text('confirmation', language, 'keepNumber'));
      expect(doc.getElementById('confirmation-next')?.textContent).toBe(text('confirmation', language, 'next.title'));
      // Not the page for an address without RMA numbers: the pre-render cannot see the address.
      expect(page.html).not.toContain(text('confirmation', language, 'noRequest.title'));
      expect(doc.querySelector('[data-testid="rma-number"]')).toBeNull();
    },
  );

  it("renders the store's own page: its links to the store's site", async () => {
    const us = await renderPage('us', '/rma/');
    const ie = await renderPage('ie', '/rma/');
    expect(us.html).toContain('https://www.example.com/us/');
    expect(ie.html).toContain('https://www.example.com/ie/');
    expect(ie.html).not.toContain('https://www.example.com/us/');
  });

  it('starts the app after the first paint: the entry, with its and the route’s modules preloaded', () => {
    const boot = bootScript(TEMPLATE, ['assets/HomeRoute-1.js', 'assets/vendor-abc.js']);
    expect(boot).toContain('["/rma/assets/index-abc.js","/rma/assets/vendor-abc.js","/rma/assets/HomeRoute-1.js"]');
    expect(boot).toContain('import("/rma/assets/index-abc.js")');
    expect(boot).toContain(`preloads.slice(index, index + ${PRELOADS_PER_TASK})`);
    expect(boot).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
  });
});
