import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the pre-render (scripts/prerender.ts), which then removes it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
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
