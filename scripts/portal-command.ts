/**
 * How the portal's server process is started: `npm start` (package.json), the deploy unit (docs/deploy.md), the
 * benchmark, the browser tests' global setup and the tests that start real instances all run
 * `node <PORTAL_NODE_FLAGS> dist/server/main.js`, the server's build (scripts/build-server.ts,
 * docs/decisions/0035-server-runs-from-its-build.md); `npm run dev` runs the sources through tsx with the same
 * flags. `portal-command.test.ts` checks that package.json and docs/deploy.md say the same.
 *
 * `--max-semi-space-size=8`: V8 sizes the young generation by the machine's memory, up to 64 MB per semi-space,
 * and a busy portal fills it: 290 MB resident against 165 MB with 8 MB, for about 5-10 % more CPU on the call that
 * allocates most (the products step, measured before the other changes of
 * docs/decisions/0034-portal-memory-and-hot-answers.md). V8 reads it when the process starts, so it cannot be set
 * from inside main.ts.
 *
 * Not `--enable-source-maps`: the first stack trace formatted (a logged error) parses the bundle's whole source map
 * and keeps it, 84,000 arrays and about 12 MB for the life of the process (a heap snapshot after the benchmark's
 * run). The bundle is not minified: a trace names the functions, and dist/server/main.js.map maps its lines back.
 */
export const PORTAL_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/** The server's build that `npm start` runs (scripts/build-server.ts writes it). */
export const PORTAL_ENTRY = 'dist/server/main.js';

/** `node`'s arguments that start the portal from the repository's root. */
export const PORTAL_NODE_ARGS: readonly string[] = [...PORTAL_NODE_FLAGS, PORTAL_ENTRY];
