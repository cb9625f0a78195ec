import type { DatabaseHandle } from '../db/connection.js';
import { inProcessJobs } from './in-process.js';
import { pgBossJobs } from './pg-boss.js';
import type { Jobs } from './types.js';

export type { JobHandler, JobOutcome, JobRun, Jobs, JobStats, ScheduleOptions } from './types.js';

/** Jobs that are registered and never run: an instance started with JOBS=off serves requests only. */
function noJobs(): Jobs {
  const names = new Set<string>();
  return {
    engine: 'off',
    schedule: (name) => void names.add(name),
    enqueue: async () => undefined,
    onOutcome: () => undefined,
    stats: async () => [],
    start: async () => undefined,
    stop: async () => undefined,
  };
}

/** The job engine of a database: pg-boss on PostgreSQL, in process on SQLite, none when turned off. */
export function createJobs(database: DatabaseHandle, enabled: boolean): Jobs {
  if (!enabled) return noJobs();
  if (database.dialect === 'postgres') {
    if (!database.databaseUrl) throw new Error('The job engine needs the PostgreSQL connection string');
    return pgBossJobs({ databaseUrl: database.databaseUrl, schema: database.pgSchema ?? 'pgboss' });
  }
  return inProcessJobs();
}
