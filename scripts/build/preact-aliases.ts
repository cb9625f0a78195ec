import { fileURLToPath } from 'node:url';

/**
 * The module names React's packages are imported by, and what the portal's build and its component tests take for
 * each on Preact (decision 0039). Exact names only: `react-router`, `react-i18next` and the like stay themselves.
 */
export const REACT_ON_PREACT = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./react-on-preact.mjs', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's stand-in for React 17's missing useSyncExternalStore, which Preact's layer has.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/** The same for the component tests, with testing-library's ES module build, whose imports the aliases reach. */
export const REACT_ON_PREACT_IN_TESTS = [
  ...REACT_ON_PREACT,
  { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
];
