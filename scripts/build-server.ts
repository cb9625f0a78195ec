/**
 * The server's build (docs/decisions/0035-server-runs-from-its-build.md): src/server/main.ts and what it imports
 * from src, bundled by esbuild into dist/server as plain ES modules, the packages left to node_modules. `npm start`,
 * the deploy unit, the benchmark and the tests that start the real process run dist/server/main.js with plain
 * `node`, so the running portal does not carry tsx's loader or transform each module as it is imported.
 *
 * `npm run build` runs it; the unit tests' global setup runs it when a source is newer than the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_SOURCE = 'src/server/main.ts';
export const SERVER_BUNDLE = 'dist/server/main.js';
const OUT_DIR = path.dirname(SERVER_BUNDLE);
/** The folders whose TypeScript ends up in the bundle. */
const SOURCE_DIRS = ['src/server', 'src/shared'];

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
 * Bundles the server. It is written to a folder of its own first and then put in place, so a process started from
 * the old bundle meanwhile never reads half of the new one.
 */
export async function buildServer(): Promise<void> {
  const staging = `${OUT_DIR}.${process.pid}.tmp`;
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
    // Packages are imported from node_modules at run time, as from the sources: native ones (better-sqlite3,
    // sharp) cannot be bundled, and the ones loaded at first use (decision 0034) stay so.
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.renameSync(staging, OUT_DIR);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`built ${SERVER_BUNDLE}`);
}
