import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'screenshots/', 'coverage/'] },
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
    files: ['src/shared/**/*.ts'],
    rules: {
      // src/shared is pure: no I/O, so it runs the same in the browser and on the server.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'kysely', 'fastify', 'react', 'react-dom', '*/server/*', '*/web/*'] },
      ],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      // Feature folders never import each other; they meet in src/web/app.
      'no-restricted-imports': ['error', { patterns: ['../../features/*', '../*/!(*.js)'] }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
