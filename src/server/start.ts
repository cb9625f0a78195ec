/**
 * Starts the portal: reads the configuration, opens and migrates the database, loads the demo data into an empty
 * one, builds the app and listens; SIGTERM and SIGINT close it. main.ts imports it once the process runs with its
 * malloc arenas set.
 */
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { migrateToLatest, openDatabase, STATEMENT_LIMIT_MS } from './db/connection.js';
import { loadDemoDataIfEmpty } from './demo/load-demo.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // The migrations and the demo data's load run on a connection of their own, without the serving limit on a
  // statement: a migration that builds an index on a large table may take longer than a call may.
  const setup = await openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(setup);
    if (config.demoData) {
      const loaded = await loadDemoDataIfEmpty(setup);
      if (loaded) console.log(`Demo data loaded: ${loaded}`);
    }
  } finally {
    await setup.close();
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    statementLimitMs: STATEMENT_LIMIT_MS,
    pipeline: config.databasePipeline,
  });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Requests in flight get a grace period; then their connections (a slow body, say) are closed, so that the
    // close completes and the process exits 0. Only a close that still hangs after that is a failure.
    const grace = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    grace.unref();
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Returns portal: ${config.publicBaseUrl}/rma (database: ${database.dialect})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
