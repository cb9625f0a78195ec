import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The staff console's build: a second Vite build of its own, so the customer portal's build (vite.config.ts)
 * is not changed by a single byte (docs/decisions/0018-staff-console-separate-build.md). Served under /staff.
 */
export default defineConfig({
  root: 'src/web/staff',
  base: '/staff/',
  plugins: [react()],
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
