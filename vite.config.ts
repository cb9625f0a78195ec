import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lightSchemeOnly } from './scripts/build/light-scheme-css.js';
import { mantineCss, PORTAL_FIRST_SCREEN } from './scripts/build/mantine-css.js';

export default defineConfig({
  root: 'src/web',
  base: '/rma/',
  // Only the CSS of the Mantine components the portal uses (the staff console under src/web/staff has its own build).
  plugins: [
    react(),
    mantineCss({
      sourceDir: 'src/web',
      exclude: /[/\\]src[/\\]web[/\\](staff|test)([/\\]|$)/,
      firstScreen: PORTAL_FIRST_SCREEN,
    }),
  ],
  // A JSON file (the texts) is one object, its default export: with a named export per top-level key as well,
  // every key was written twice in the bundle (2 KB gzip of the first screen's English texts).
  json: { namedExports: false },
  // One colour scheme, light: Mantine's dark-scheme CSS is left out (scripts/build/light-scheme-css.ts).
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the pre-render (scripts/prerender.ts), which then removes it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // One chunk per language (all its namespaces), so a store's language arrives in one request; the English
        // texts past the first screen in one too (src/web/i18n/index.ts, loadLaterTexts).
        manualChunks(id: string) {
          const language = /(?:i18n\/[^/]+|shared\/messages)\/(jp|tw|fr|de|es|it|pl)\.json$/.exec(id)?.[1];
          if (language) return `i18n-${language}`;
          return /i18n\/(?:request|address|confirmation)\/en\.json$/.test(id) ? 'i18n-en-later' : undefined;
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/js': 'http://127.0.0.1:3000', '/store': 'http://127.0.0.1:3000' },
  },
});
