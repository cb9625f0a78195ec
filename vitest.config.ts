import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { REACT_ON_PREACT_IN_TESTS } from './scripts/build/preact-aliases.js';

/**
 * The installed packages that import React (it is among their dependencies or peer dependencies), and
 * testing-library's: Vite runs them (inlines them) in the portal's component tests so that the aliases reach
 * their imports. The rest stay Node's own (Vite itself, which the pre-render's test imports, cannot run inlined).
 */
function reactPackages(): RegExp[] {
  const names: string[] = ['@testing-library/react', 'use-sync-external-store'];
  const root = path.resolve('node_modules');
  const dirs = fs
    .readdirSync(root)
    .flatMap((name) =>
      name.startsWith('@') ? fs.readdirSync(path.join(root, name)).map((sub) => `${name}/${sub}`) : [name],
    );
  for (const dir of dirs) {
    const file = path.join(root, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
    if ('react' in deps || 'react-dom' in deps) names.push(dir);
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return names.map((name) => new RegExp(`[/\\\\]node_modules[/\\\\]${escape(name)}[/\\\\]`));
}

const shared = {
  globalSetup: ['scripts/test-global-setup.ts'],
  setupFiles: ['scripts/test-setup.ts'],
  testTimeout: 20000,
  hookTimeout: 60000,
  pool: 'forks' as const,
};

/** The portal's own web code (not the staff console, which has a build of its own with React). */
const PORTAL_WEB = ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'];
const STAFF_WEB = 'src/web/staff/**';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        // The portal ships on Preact (decision 0039), so its component tests render with Preact too: every package
        // that imports React is run through Vite (inlined) so that the aliases reach it.
        extends: true,
        // ES module builds first (`module` condition and field): a CommonJS build's `require('react')` would reach
        // React itself, past the aliases.
        resolve: {
          alias: REACT_ON_PREACT_IN_TESTS,
          conditions: ['module', 'development'],
          mainFields: ['module', 'main'],
        },
        ssr: { resolve: { conditions: ['module', 'node', 'development'], mainFields: ['module', 'main'] } },
        test: {
          name: 'portal-web',
          include: PORTAL_WEB,
          exclude: [STAFF_WEB, '**/node_modules/**'],
          environment: 'node',
          server: { deps: { inline: reactPackages() } },
          ...shared,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-staff-scripts',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          // The portal's web tests are the project above's.
          exclude: ['src/web/!(staff)/**', 'src/web/*.test.*', '**/node_modules/**'],
          environment: 'node',
          ...shared,
        },
      },
    ],
  },
});
