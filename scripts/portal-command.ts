/**
 * How the portal's server process is started: `npm start` and `npm run dev` (package.json), the deploy unit
 * (docs/deploy.md), the benchmark, the browser tests' global setup and the tests that start real instances all
 * run `node <PORTAL_NODE_FLAGS> --import tsx src/server/main.ts`. `portal-command.test.ts` checks that
 * package.json and docs/deploy.md say the same.
 *
 * `--max-semi-space-size=8`: V8 sizes the young generation by the machine's memory, up to 64 MB per semi-space,
 * and a busy portal fills it: 290 MB resident against 165 MB with 8 MB, for about 5-10 % more CPU on the call that
 * allocates most (the products step, measured before the other changes of
 * docs/decisions/0034-portal-memory-and-hot-answers.md). V8 reads it when the process starts, so it cannot be set
 * from inside main.ts.
 */
export const PORTAL_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/** `node`'s arguments that start the portal from the repository's root. */
export const PORTAL_NODE_ARGS: readonly string[] = [...PORTAL_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'];
