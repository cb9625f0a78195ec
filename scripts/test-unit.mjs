/**
 * Unit and API tests. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (each run works in a schema of
 * its own, so two runs never collide). Says plainly when the PostgreSQL leg was not run, and fails when it was
 * asked for but the server cannot be reached.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    '\nNOTE: the PostgreSQL leg was NOT run. Set TEST_DATABASE_URL=postgres://user@host:5432/db to run the API tests on PostgreSQL too.\n',
  );
} else {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    console.error(
      `PostgreSQL is not reachable at TEST_DATABASE_URL (${error.message}); the PostgreSQL leg cannot run.`,
    );
    process.exit(1);
  }
  console.log('\nAPI tests run on SQLite and on PostgreSQL (TEST_DATABASE_URL).\n');
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
