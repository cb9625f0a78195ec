import type { TransformOptions } from 'esbuild';

/**
 * How the member sign-in page's script (src/store-signin/signin.ts) becomes what the browser runs: its types
 * removed, one plain ES module. The server's build writes it beside the bundle (scripts/build-server.ts), so the
 * started portal reads a file and never loads esbuild, which would keep its compiler running as a second process
 * (about 12 MB) for one small script; the server run from its sources (tests, `npm run dev`) compiles it with the
 * same options. No I/O here: the build and the page share these constants.
 */
/** The page's folder: its template, script, styles and texts. */
export const SIGN_IN_DIR = 'src/store-signin';

const SOURCE_FILE = 'signin.ts';

export const SIGN_IN_SCRIPT_SOURCE = `${SIGN_IN_DIR}/${SOURCE_FILE}`;

/** The built script's name, in the bundle's folder. */
export const SIGN_IN_SCRIPT_FILE = 'signin.js';

export const SIGN_IN_SCRIPT_OPTIONS = {
  loader: 'ts',
  format: 'esm',
  target: 'es2022',
  sourcefile: SOURCE_FILE,
} as const satisfies TransformOptions;
