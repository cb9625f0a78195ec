import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lightSchemeOnly } from './scripts/build/light-scheme-css.js';
import { stableMantineIds } from './scripts/build/mantine-use-id.js';

/**
 * The staff console's build: a second Vite build of its own, so the customer portal's build (vite.config.ts)
 * is not changed by a single byte (docs/decisions/0018-staff-console-separate-build.md). Served under /staff.
 */
export default defineConfig({
  root: 'src/web/staff',
  base: '/staff/',
  plugins: [react(), stableMantineIds()],
  // A JSON file (the texts) is one object, its default export: with a named export per top-level key as well,
  // every key was written twice in the bundle (2 KB gzip of the first screen's English texts).
  json: { namedExports: false },
  // One colour scheme, light: Mantine's dark-scheme CSS is left out (scripts/build/light-scheme-css.ts).
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  build: {
    outDir: '../../../dist/staff',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
