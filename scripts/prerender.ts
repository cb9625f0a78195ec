/**
 * The build's pre-render (docs/decisions/0031-front-end-first-paint.md), run by `npm run build` after the portal's
 * client build: renders src/web/prerender.tsx's pages (the home, enquiry and confirmation pages, PRERENDERED_PAGES) for every
 * store with react-dom/server, and writes each into the built index.html as dist/web-pages/<store>/<page>.html,
 * with the store's `lang`, title and description, and links for what the page needs first: the stylesheet and
 * module preloads of the page's route chunk and the store's language chunk. The server sends these pages
 * (src/server/plugins/web-app.ts); the app renders over them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { languageOfStore, STORES } from '../src/shared/stores.js';
import { PRERENDERED_PAGES } from '../src/shared/routes.js';
import type { RenderedPage } from '../src/web/prerender.js';

const WEB_DIR = path.resolve('dist/web');
const PAGES_DIR = path.resolve('dist/web-pages');
const SSR_DIR = path.resolve('dist/prerender');
const BASE = '/rma/';

/** The route module (src/web/app/router.tsx) each pre-rendered page renders, by page name; the rest are the home's. */
const ROUTE_MODULE: Record<string, string> = {
  home: 'app/HomeRoute.tsx',
  confirmation: 'features/confirmation/ConfirmationPage.tsx',
};

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JS and CSS files a chunk needs, its static imports' included (the entry's are linked already). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    if (!chunk.isEntry) js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js, css };
}

/** The entry script and the module preloads the built index.html names (files under the base path). */
export function templateScripts(template: string): { entry: string; preloads: string[] } {
  const entry = /<script type="module" crossorigin src="\/rma\/([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('the built index.html has no module script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/rma\/([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  return { entry, preloads };
}

/** How many module preloads the boot script starts in one task. */
export const PRELOADS_PER_TASK = 1;

/**
 * The pre-rendered pages' one script: once the page has painted, it preloads the app's modules (the entry's and
 * the route's) and starts the entry. Before that, the connection carries only the page, its CSS and the language
 * chunk, so a slow one paints the page first; the app then renders over the same page.
 */
export function bootScript(template: string, routeFiles: string[]): string {
  const { entry, preloads } = templateScripts(template);
  // The entry is among the links too: Vite's preload of a later chunk adds a link for every file the chunk imports
  // that no link names yet, the entry included.
  const files = [...new Set([entry, ...preloads, ...routeFiles])].map((f) => `${BASE}${f}`);
  return `// Written by scripts/prerender.ts (docs/decisions/0031-front-end-first-paint.md).
const preloads = ${JSON.stringify(files)};
let started = false;
// One link a task: each request a script starts costs the page's thread 15–25 ms on a phone (CPU slowed 4x), and the
// fourteen of a page in one task held it for up to 150 ms (docs/decisions/0047-first-render-in-short-tasks.md).
function preloadFrom(index) {
  for (const href of preloads.slice(index, index + ${PRELOADS_PER_TASK})) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (index + ${PRELOADS_PER_TASK} < preloads.length) setTimeout(() => preloadFrom(index + ${PRELOADS_PER_TASK}), 0);
}
function start() {
  if (started) return;
  started = true;
  void import(${JSON.stringify(`${BASE}${entry}`)});
  preloadFrom(0);
}
// After the next paint; a hidden tab, where animation frames wait, starts anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;
}

/**
 * The built index.html with a rendered page in #root and the store's language, title and description. The
 * entry script and its module preloads give way to the boot script (bootScript); the page's stylesheets and
 * its language chunk are linked in the head.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  store: string,
  links: { modulepreload: string[]; stylesheet: string[]; boot: string },
): string {
  const linked = (file: string) => template.includes(`"${BASE}${file}"`);
  const tags = [
    ...links.stylesheet.filter((f) => !linked(f)).map((f) => `<link rel="stylesheet" crossorigin href="${BASE}${f}">`),
    ...links.modulepreload.map((f) => `<link rel="modulepreload" crossorigin href="${BASE}${f}">`),
    `<script type="module" crossorigin src="${BASE}${links.boot}"></script>`,
  ];
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`the built index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = template;
  html = replaceOnce(html, /\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '');
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.lang}" data-mantine-color-scheme="light">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = replaceOnce(html, /\n?\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
  // Inert until the app renders over it (its first commit replaces this wrapper): a control of the pre-rendered
  // page does nothing yet, so it takes no click or keystroke that the app's render would then throw away.
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-store="${store}"><div data-prerendered inert style="display: contents">${page.html}</div></div>`,
  );
  return html;
}

/**
 * The browser a first visit renders in: an empty document, no storage, no cookies, at the store's own address.
 * Components that read storage, cookies or the address while rendering read what a first visit has.
 */
function firstVisit(): (store: string) => void {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://us.example.com/rma/',
    pretendToBeVisual: true,
  });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'Node'])
    globals[name] = dom.window[name as keyof typeof dom.window];
  return (store) => {
    dom.reconfigure({ url: `https://${store}.example.com/rma/` });
    dom.window.localStorage.clear();
    dom.window.sessionStorage.clear();
  };
}

async function main() {
  const manifestFile = path.join(WEB_DIR, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.resolve('src/web/prerender.tsx'),
      outDir: SSR_DIR,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(SSR_DIR, 'prerender.js')).href)) as {
    renderPage: (store: string, pathname: string) => Promise<RenderedPage>;
  };

  const visit = firstVisit();
  // Each page's boot script preloads its route's chunk with the entry's; its stylesheets are linked.
  const routes = new Map<string, { css: string[]; boot: string }>();
  const routeOf = (name: string) => {
    const source = ROUTE_MODULE[name] ?? ROUTE_MODULE.home!;
    let route = routes.get(source);
    if (!route) {
      const key = Object.keys(manifest).find((k) => k.endsWith(source));
      if (!key) throw new Error(`no ${source} in the build manifest`);
      const files = chunkFiles(manifest, key);
      const boot = bootScript(template, files.js);
      const file = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
      fs.writeFileSync(path.join(WEB_DIR, file), boot);
      route = { css: files.css, boot: file };
      routes.set(source, route);
    }
    return route;
  };
  fs.rmSync(PAGES_DIR, { recursive: true, force: true });
  let count = 0;
  for (const store of STORES) {
    const language = languageOfStore(store);
    const languageChunk = Object.values(manifest).find((c) => c.name === `i18n-${language}`)?.file;
    if (language !== 'en' && !languageChunk) throw new Error(`no i18n-${language} chunk in the build`);
    fs.mkdirSync(path.join(PAGES_DIR, store), { recursive: true });
    visit(store);
    for (const [name, pathname] of Object.entries(PRERENDERED_PAGES)) {
      const route = routeOf(name);
      const links = { modulepreload: languageChunk ? [languageChunk] : [], stylesheet: route.css, boot: route.boot };
      const page = await renderPage(store, pathname);
      fs.writeFileSync(path.join(PAGES_DIR, store, `${name}.html`), pageHtml(template, page, store, links));
      count++;
    }
  }
  // Neither is served: the manifest was read above, the server-side bundle has rendered the pages.
  fs.rmSync(path.join(WEB_DIR, '.vite'), { recursive: true, force: true });
  fs.rmSync(SSR_DIR, { recursive: true, force: true });
  console.log(`pre-rendered ${count} pages (${STORES.length} stores) into ${path.relative('.', PAGES_DIR)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();
