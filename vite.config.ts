import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCss, PORTAL_FIRST_SCREEN } from './scripts/build/mantine-css.js';
import { REACT_ON_PREACT } from './scripts/build/preact-aliases.js';

export default defineConfig({
  root: 'src/web',
  base: '/rma/',
  // Only the CSS of the Mantine components the portal uses (the staff console under src/web/staff has its own build).
  plugins: [
    // JSX only: Fast Refresh is React's own, so on Preact an edit reloads the page in `npm run dev:web`.
    react({ refreshExclude: /./ }),
    mantineCss({
      sourceDir: 'src/web',
      exclude: /[/\\]src[/\\]web[/\\](staff|test)([/\\]|$)/,
      firstScreen: PORTAL_FIRST_SCREEN,
    }),
  ],
  // The portal runs on Preact's React-compatible layer (decision 0039); the pre-render too, so every package that
  // imports React is bundled into it rather than loaded from node_modules.
  resolve: { alias: REACT_ON_PREACT },
  ssr: { noExternal: true },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the pre-render (scripts/prerender.ts), which then removes it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // React Router reads React 19's useOptimistic if there is one and does without it otherwise, as on Preact.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        // One chunk per language (all its namespaces), so a store's language arrives in one request.
        manualChunks(id: string) {
          const language = /(?:i18n\/[^/]+|shared\/messages)\/(jp|tw|fr|de|es|it|pl)\.json$/.exec(id)?.[1];
          return language ? `i18n-${language}` : undefined;
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/js': 'http://127.0.0.1:3000', '/store': 'http://127.0.0.1:3000' },
  },
});
