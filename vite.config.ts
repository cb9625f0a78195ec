import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { answerChecks } from './scripts/build/answer-checks.js';
import { lightSchemeOnly } from './scripts/build/light-scheme-css.js';
import { stableMantineIds } from './scripts/build/mantine-use-id.js';
import { mantineCss, PORTAL_FIRST_SCREEN } from './scripts/build/mantine-css.js';
import { mantineThemeInCss } from './scripts/build/mantine-theme-css.js';
import { usedPalettesOnly } from './scripts/build/palette-css.js';
import { scrollAreaMergeRefs } from './scripts/build/scroll-area-merge-refs.js';
import { LANGUAGES } from './src/shared/languages.js';
import { cssVariablesResolver, theme } from './src/web/app/theme.js';
import { LATER_NAMESPACES } from './src/web/i18n/namespaces.js';

/** The portal's sources: src/web without the staff console (its own build) and the test helpers. */
const PORTAL_SOURCES = { sourceDir: 'src/web', exclude: /[/\\]src[/\\]web[/\\](staff|test)([/\\]|$)/ };

/** The chunk of a texts file past the first screen's English: its language's, or the later English texts'. */
const LANGUAGE_TEXTS = new RegExp(
  `(?:i18n/[^/]+|shared/messages)/(${LANGUAGES.filter((language) => language !== 'en').join('|')})\\.json$`,
);
const LATER_ENGLISH = new RegExp(`i18n/(?:${LATER_NAMESPACES.join('|')})/en\\.json$`);
function textsChunk(id: string): string | null {
  const language = LANGUAGE_TEXTS.exec(id)?.[1];
  if (language) return `i18n-${language}`;
  return LATER_ENGLISH.test(id) ? 'i18n-en-later' : null;
}

export default defineConfig(({ command }) => ({
  root: 'src/web',
  base: '/rma/',
  // Only the CSS of the Mantine components the portal uses (the staff console under src/web/staff has its own build),
  // and the theme's variables as CSS of the build, not computed and rendered by the page (decision 0048).
  plugins: [
    react(),
    stableMantineIds(),
    mantineCss({ ...PORTAL_SOURCES, firstScreen: PORTAL_FIRST_SCREEN }),
    mantineThemeInCss(theme, cssVariablesResolver),
    // The answers' checks, compiled from the shared contract: the page loads no zod to check an answer (decision 0050).
    answerChecks(),
    // Mantine's ScrollArea (inside every Table) without the whole of @floating-ui/react for one hook (decision 0051).
    scrollAreaMergeRefs(),
  ],
  // A JSON file (the texts) is one object, its default export: with a named export per top-level key as well,
  // every key was written twice in the bundle (2 KB gzip of the first screen's English texts).
  json: { namedExports: false },
  // One colour scheme, light: Mantine's dark-scheme CSS is left out (scripts/build/light-scheme-css.ts); so are the
  // variables of the palettes no source names (scripts/build/palette-css.ts), in a build only: it reads the sources
  // once, and a dev server would miss a palette a source starts using.
  css: {
    postcss: {
      plugins: [lightSchemeOnly(), ...(command === 'build' ? [usedPalettesOnly(PORTAL_SOURCES)] : [])],
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the pre-render (scripts/prerender.ts), which then removes it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One chunk per language (all its namespaces), so a store's language arrives in one request; the English
            // texts past the first screen in one too (src/web/i18n/index.ts, loadLaterTexts).
            { name: textsChunk, debugName: 'texts', test: /\.json$/, priority: 2 },
            // Everything the entry imports statically, as one chunk (decision 0045). Left to itself the bundler gave
            // every set of modules the entry shares with some later chunk a file of its own (36 files on the first
            // screen, 21 under 1 KB), each compressed apart from the others: 9.8 KB gzip more than the same code in
            // one file. These modules run before the first render whatever the page, so no page loads more for it.
            { name: 'first-screen', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/js': 'http://127.0.0.1:3000', '/store': 'http://127.0.0.1:3000' },
  },
}));
