/**
 * The unit tests' global setup: the tests that start the real process (src/server/start-modules.test.ts,
 * shutdown.test.ts, scale.test.ts) run the server's build as `npm start` does, and signin-page.test.ts compares the
 * sign-in script the build wrote with its source, so it is built first when it is missing or older than a source.
 */
import { buildServer, serverBundleStale } from './build-server.js';

export default async function setup(): Promise<void> {
  if (serverBundleStale()) await buildServer();
}
