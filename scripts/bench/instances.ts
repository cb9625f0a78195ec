/**
 * One instance beside two (with DATABASE_URL and REDIS_URL): the portal started once, then twice, on one fresh
 * PostgreSQL database and the Redis REDIS_URL names (the instances share nothing else), and the hot reads loaded on
 * each: req/s of one instance alone, then of the two loaded at once (the same connections on each), side by side.
 * The load generator runs in this process, so on a small machine it competes with the instances for the CPUs.
 */
import crypto from 'node:crypto';
import { importSubmitCustomers, PORTAL_ENV } from './api.js';
import { CALLS, prepareContext } from './calls.js';
import { freshDatabase } from './database.js';
import { loadCall, type LoadOptions } from './load.js';
import { startServer, type StartedServer } from './processes.js';
import { table } from './report.js';

/** The calls measured: reads a customer repeats, which any instance can answer. */
const READS = CALLS.filter((spec) => spec.hotRead);

export async function benchInstances(load: LoadOptions): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.log('\nOne instance and two: skipped (set DATABASE_URL and REDIS_URL to run it)');
    return;
  }
  const database = await freshDatabase('instances');
  const env = { ...database.env, ...PORTAL_ENV, TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
  const started: StartedServer[] = [];
  try {
    const a = await startServer('instance A', 'src/server/main.ts', env, /Returns portal:/);
    started.push(a);
    await importSubmitCustomers(database.env, 1);
    const bench = await prepareContext(a.url, load.connections, 0, 60);
    const b = await startServer('instance B', 'src/server/main.ts', { ...env, DEMO_DATA: 'false' }, /Returns portal:/);
    started.push(b);
    const rows: string[][] = [];
    for (const spec of READS) {
      const prepared = await spec.prepare(bench);
      const one = await loadCall(a, prepared, load);
      const both = await Promise.all([loadCall(a, prepared, load), loadCall(b, prepared, load)]);
      const two = both[0].rps + both[1].rps;
      const failed = one.failed + both[0].failed + both[1].failed;
      rows.push([spec.name, one.rps.toFixed(0), two.toFixed(0), `×${(two / one.rps).toFixed(2)}`, String(failed)]);
      process.stderr.write(`  measured ${spec.name} on one and two instances\n`);
    }
    console.log(
      `\nOne instance and two, PostgreSQL and Redis: ${load.connections} connections per instance, ${load.duration} s ` +
        `per call after a ${load.warmup} s warm-up, on this machine`,
    );
    console.log(
      table(['call', '1 instance req/s', '2 instances req/s', 'ratio', 'failed'], rows, [
        false,
        true,
        true,
        true,
        true,
      ]),
    );
  } finally {
    for (const server of started) await server.stop();
    await database.drop();
  }
}
