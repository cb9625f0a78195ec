/**
 * The server's build (docs/decisions/0035-server-runs-from-its-build.md): src/server/main.ts and what it imports
 * from src, bundled by esbuild into dist/server as plain ES modules with the packages it imports, but for those in
 * EXTERNAL_PACKAGES, which are imported from node_modules (docs/decisions/0065-packages-bundled-into-the-server-
 * build.md). `npm start`,
 * the deploy unit, the benchmark and the tests that start the real process run dist/server/main.js with plain
 * `node`, so the running portal does not carry tsx's loader or transform each module as it is imported.
 *
 * `npm run build` runs it; the unit tests' global setup runs it when a source is newer than the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transform, type Plugin } from 'esbuild';
import {
  SIGN_IN_DIR,
  SIGN_IN_SCRIPT_FILE,
  SIGN_IN_SCRIPT_OPTIONS,
  SIGN_IN_SCRIPT_SOURCE,
} from '../src/server/modules/store-side/signin-script.js';

export const SERVER_SOURCE = 'src/server/main.ts';
export const SERVER_BUNDLE = 'dist/server/main.js';
const OUT_DIR = path.dirname(SERVER_BUNDLE);
/** The folders whose TypeScript ends up in the bundle, and the sign-in page's, whose script is built beside it. */
const SOURCE_DIRS = ['src/server', 'src/shared', SIGN_IN_DIR];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the bundle is missing or older than a source it is built from. */
export function serverBundleStale(): boolean {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCE_DIRS.some((dir) => newestSource(dir) > built) || fs.statSync('package.json').mtimeMs > built;
}

/**
 * Packages left to node_modules and imported at run time: the native ones, the ones the server imports at first
 * use (decision 0034), which stay out of a started process, and pino, whose transports start workers from files of
 * its own. Every other package the server imports is bundled, minified (docs/decisions/0065-packages-bundled-into-
 * the-server-build.md).
 */
export const EXTERNAL_PACKAGES: readonly string[] = [
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg',
  'pg-boss',
  'ioredis',
  'nodemailer',
  'smtp-server',
  'pdf-lib',
  'bwip-js',
  'yauzl',
  'file-type',
  'otpauth',
  'sanitize-html',
  'esbuild',
  'pino',
];

/** The package a bare import names: `@scope/name` or `name`, without a path inside it. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Marks the external packages' imports external; esbuild keeps Node's own modules external by itself. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    const external = new Set(EXTERNAL_PACKAGES);
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || external.has(packageOf(args.path)) ? { external: true } : undefined,
    );
  },
};

/** The files of the last two builds, kept in the bundle's folder: a running portal may still load the older's. */
const FILES_LIST = path.join(OUT_DIR, '.builds.json');
const LOCK = `${OUT_DIR}.lock`;
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 120_000;

function readBuilds(): string[][] {
  try {
    return JSON.parse(fs.readFileSync(FILES_LIST, 'utf8')) as string[][];
  } catch {
    return [];
  }
}

/** Takes the build lock; false when another build held it and has finished meanwhile. */
async function takeLock(): Promise<boolean> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  let waited = false;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(LOCK, 'wx'));
      return !waited || serverBundleStale();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { force: true });
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Bundles the server into dist/server, with the member sign-in page's script beside it, in place and without a
 * moment where a file of it is missing or half written: the new build is written to a folder of its own, its chunks
 * (named by their content) and the sign-in script are put beside the old ones, each by a rename, and main.js is
 * replaced last, by a rename too. The previous build's chunks stay, so a portal still running from it loads the
 * chunk it imports at first use (the label writer, the upload checks, the SMTP transport) after a rebuild; older
 * builds' files are removed. Two builds at once (the unit tests' setup beside
 * `npm run build`) take turns on a lock, and the second builds only if the first left the bundle stale.
 */
export async function buildServer(): Promise<void> {
  if (!(await takeLock())) {
    fs.rmSync(LOCK, { force: true });
    return;
  }
  const staging = `${OUT_DIR}.${process.pid}.tmp`;
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    await build({
      entryPoints: [SERVER_SOURCE],
      outdir: staging,
      bundle: true,
      // Dynamic imports of the server's own modules (the SMTP transport, the label writer) stay chunks of their
      // own, loaded when first used as in the sources.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      plugins: [externalPackages],
      // The bundled packages' CommonJS modules require Node's own modules, which an ES module has no require for.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      // Whitespace, comments and syntax only: a stack trace keeps its functions' names.
      minifyWhitespace: true,
      minifySyntax: true,
      // The licences of the bundled packages, in a file beside each output file that has any.
      legalComments: 'external',
      // ASCII only: Node keeps a module's source as it read it, and one non-Latin-1 character doubles its size.
      charset: 'ascii',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    // The member sign-in page's script, which the bundle reads beside itself (signin-page.ts).
    const signIn = await transform(fs.readFileSync(SIGN_IN_SCRIPT_SOURCE, 'utf8'), SIGN_IN_SCRIPT_OPTIONS);
    fs.writeFileSync(path.join(staging, SIGN_IN_SCRIPT_FILE), signIn.code);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const files = fs.readdirSync(staging);
    const entry = path.basename(SERVER_BUNDLE);
    for (const file of files) {
      if (file === entry) continue;
      // Copied under another name and renamed: signin.js and the source maps keep their names from build to build,
      // and a portal starting meanwhile must not read one half written.
      const copy = path.join(OUT_DIR, `${file}.${process.pid}.tmp`);
      fs.copyFileSync(path.join(staging, file), copy);
      fs.renameSync(copy, path.join(OUT_DIR, file));
    }
    fs.renameSync(path.join(staging, entry), SERVER_BUNDLE);
    const builds = [...readBuilds().slice(-1), files];
    const kept = new Set([...builds.flat(), path.basename(FILES_LIST)]);
    for (const file of fs.readdirSync(OUT_DIR)) {
      if (!kept.has(file)) fs.rmSync(path.join(OUT_DIR, file), { force: true });
    }
    fs.writeFileSync(FILES_LIST, JSON.stringify(builds));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(LOCK, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`built ${SERVER_BUNDLE}`);
}
