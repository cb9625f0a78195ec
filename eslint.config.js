import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Source files that the size limits and the cycle check apply to; tests and test kits are left out. */
const SOURCE = ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'];
const TESTS = ['**/*.test.{ts,tsx}', 'src/server/test/**', '**/test-helpers.ts', '**/test-support.ts', 'tests/**'];

/**
 * Files exempt from the size limits, each with its reason. Only data tables (long because they list data, not
 * because they hold logic) and generated files belong here; anything else is split instead.
 */
const SIZE_EXEMPT = [
  // The first migration is the database's table definitions, one statement per table: a data table.
  'src/server/db/migrations/0001_initial.ts',
];

/**
 * The feature folders under `folder` (src/web/features, src/web/staff/features), read from disk so that a new
 * feature is fenced in at once.
 */
function featuresOf(root, folder = 'src/web/features') {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The customer portal's folders and entry under src/web (everything there but the staff console). */
const PORTAL_DIRS = ['app', 'components', 'features', 'i18n', 'lib', 'test', 'main.tsx'];

/**
 * The import boundaries, as `import-x/no-restricted-paths` zones relative to `root`:
 * - src/shared imports nothing outside src/shared (packages aside; the I/O ones are refused below);
 * - src/web and src/server never import each other;
 * - a feature folder never imports another feature; they meet in src/web/app;
 * - the staff console (src/web/staff, its own app and build) and the customer portal never import each other;
 *   the console reads only the portal's status timeline texts and reason names
 *   (docs/decisions/0018-staff-console-separate-build.md),
 *   and its feature folders never import each other either (they meet in src/web/staff/app);
 * - the browser tests reach the server only through its entry point, which they start.
 */
function boundaryZones(root) {
  return [
    {
      target: 'src/shared',
      from: '.',
      except: ['./src/shared', './node_modules'],
      message: 'src/shared imports nothing outside src/shared.',
    },
    { target: 'src/web', from: 'src/server', message: 'The web client never imports server code.' },
    { target: 'src/server', from: 'src/web', message: 'The server never imports web client code.' },
    ...featuresOf(root).map((feature) => ({
      target: `src/web/features/${feature}`,
      from: 'src/web/features',
      except: [`./${feature}`],
      message: 'Feature folders never import each other; they meet in src/web/app.',
    })),
    {
      target: 'src/web/staff',
      from: 'src/web',
      except: ['./staff', './i18n/rma', './i18n/request'],
      message:
        'The staff console imports nothing of the customer portal but its timeline texts and reason names (src/web/i18n/rma, src/web/i18n/request).',
    },
    ...PORTAL_DIRS.map((dir) => ({
      target: `src/web/${dir}`,
      from: 'src/web/staff',
      message: 'The customer portal never imports the staff console.',
    })),
    ...featuresOf(root, 'src/web/staff/features').map((feature) => ({
      target: `src/web/staff/features/${feature}`,
      from: 'src/web/staff/features',
      except: [`./${feature}`],
      message: 'Feature folders never import each other; they meet in src/web/staff/app.',
    })),
    {
      target: 'tests/e2e',
      from: 'src/server',
      except: ['./start.ts'],
      message: 'Browser tests drive the running app; they import no server internals.',
    },
  ];
}

/**
 * The whole configuration for a project rooted at `root`. The lint test builds it over a fixture project to
 * prove that every rule below fires.
 */
export function configFor(root) {
  return tseslint.config(
    {
      ignores: [
        'dist/',
        'node_modules/',
        'data/',
        'screenshots/',
        'coverage/',
        'test-results/',
        'playwright-report/',
        'tests/lint/fixtures/',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    { files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts', '.ci/**'], languageOptions: { globals: globals.node } },
    {
      files: ['src/web/**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
      },
    },
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        // As import-x's TypeScript preset, with the resolver-next form of the TypeScript resolver.
        'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      },
    },
    {
      // Cycles are looked for among source files only: nothing imports a test, so a test is never part of one.
      // Packages never import back into the project, so they are not followed (following them parses every
      // package's type definitions and made the whole lint run several times slower). Type-only imports are
      // never followed by this rule: they leave no trace at run time.
      files: SOURCE,
      ignores: TESTS,
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      files: SOURCE,
      ignores: [...TESTS, ...SIZE_EXEMPT],
      rules: {
        'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
        'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      },
    },
    {
      // app.ts only composes, so it imports every module; a module importing it back, even for a type, ties
      // every module to every other. Modules take the context from the context module instead.
      files: ['src/server/**/*.ts'],
      ignores: ['src/server/start.ts', ...TESTS],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)app(\\.js)?$',
                message: 'Only start.ts, scripts and tests import the composition root src/server/app.ts.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/shared/**/*.ts'],
      rules: {
        // src/shared is pure: no I/O, so it runs the same in the browser and on the server.
        'no-restricted-imports': [
          'error',
          { patterns: ['node:*', 'fs', 'path', 'kysely', 'fastify', 'react', 'react-dom', 'pg', 'better-sqlite3'] },
        ],
      },
    },
    {
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
  );
}

export default configFor(import.meta.dirname);
