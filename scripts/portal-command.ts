/**
 * How the portal's server process is started: `npm start` (package.json), the deploy unit (docs/deploy.md), the
 * benchmark, the browser tests' global setup and the tests that start real instances all run
 * `node <PORTAL_NODE_FLAGS> dist/server/main.js`, the server's build (scripts/build-server.ts,
 * docs/decisions/0035-server-runs-from-its-build.md); `npm run dev` runs the sources through tsx with the same
 * flags. `portal-command.test.ts` checks that package.json and docs/deploy.md say the same.
 *
 * `--max-semi-space-size=4`: V8 sizes the young generation by the machine's memory, up to 64 MB per semi-space,
 * and a busy portal fills it: 290 MB resident against 165 MB with 8 MB, for about 5-10 % more CPU on the call that
 * allocates most (the products step, measured before the other changes of
 * docs/decisions/0034-portal-memory-and-hot-answers.md). With the old generation's growth fixed (below), 4 MB
 * ended the quick API run 7-10 MB lower again than 8 MB on both databases, the CPU per answer within the runs'
 * spread (29 November 2026, same decision). V8 reads it when the process starts, so it is given on the command
 * line rather than set from inside the process.
 *
 * `--heap-growing-percent=50`: after each full collection V8 lets the old generation grow to a multiple of what
 * survived before it collects again, a multiple it picks from the collector's speed, here about 2.7. On PostgreSQL
 * a request waits on the database across young collections, so its objects are promoted and die in the old
 * generation: it grew from 45 to 117-127 MB between full collections, and the portal ended the benchmark's quick
 * API run at 288-316 MB. Growing by half: 222-225 MB, the CPU per answer within the runs' spread (two runs each,
 * 28 November 2026; docs/decisions/0034-portal-memory-and-hot-answers.md).
 *
 * `--no-maglev`: V8 compiles a warm function with Maglev, its middle tier, before TurboFan compiles it if it gets
 * hot. A server runs the same few paths all day, which TurboFan compiles either way; Maglev's code and the memory
 * its compilations leave with the C allocator stayed resident. Without it the portal ended the quick API run about
 * 14 MB lower, for about 5-9 % more CPU per answer in the benchmark's short runs
 * (docs/decisions/0068-portal-without-maglev.md).
 *
 * Not `--enable-source-maps`: the first stack trace formatted (a logged error) parses the bundle's whole source map
 * and keeps it, 84,000 arrays and about 12 MB for the life of the process (a heap snapshot after the benchmark's
 * run). The bundle is not minified: a trace names the functions, and dist/server/main.js.map maps its lines back.
 */
export const PORTAL_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=4',
  '--heap-growing-percent=50',
  '--no-maglev',
];

/** The server's build that `npm start` runs (scripts/build-server.ts writes it). */
export const PORTAL_ENTRY = 'dist/server/main.js';

/** `node`'s arguments that start the portal from the repository's root. */
export const PORTAL_NODE_ARGS: readonly string[] = [...PORTAL_NODE_FLAGS, PORTAL_ENTRY];
