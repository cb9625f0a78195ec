import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseHandle, PoolStats } from './db/connection.js';
import type { Database, DialectName } from './db/schema.js';
import { createJobs, type Jobs } from './jobs/index.js';
import { inProcessBroadcast, postgresBroadcast, type Broadcast } from './lib/broadcast.js';
import { builtinPlatform, type StorePlatform } from './platform/index.js';

/**
 * What every use case may depend on: configuration (with the token secret and the session lifetime), the
 * database, the store platform, the clock and the background jobs. Built once per app; the use cases are functions over it
 * (`(ctx, session, input)`). It imports no route and nothing under modules/, so any module may import its type.
 */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool's connections now (the metrics read it); absent on SQLite. */
  poolStats?: (() => PoolStats) | undefined;
  /** The store's members, orders, catalogue and serial register (built in, or a maker's adapter). */
  platform: StorePlatform;
  /** The clock (session and store-login expiry, dates); tests pass a fixed one. */
  now: () => Date;
  /** Today as YYYY-MM-DD (UTC), for the date rules. */
  today: () => string;
  /** Background jobs (src/server/jobs/types.ts): schedule one from a plugin before the app is ready. */
  jobs: Jobs;
  /** Events to every instance on the same database (live chat); closed with the app. */
  broadcast: Broadcast;
}

export interface ContextDeps {
  config: Config;
  database: DatabaseHandle;
  now?: (() => Date) | undefined;
  /** Another store platform than the built-in one over the portal's own tables. */
  platform?: StorePlatform | undefined;
}

export function createContext(deps: ContextDeps): AppContext {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    poolStats: database.poolStats,
    platform: deps.platform ?? builtinPlatform(database.db, database.dialect),
    now,
    today: () => now().toISOString().slice(0, 10),
    jobs: createJobs(database, config.jobs),
    broadcast:
      database.dialect === 'postgres' && database.databaseUrl
        ? postgresBroadcast(database.db, database.databaseUrl, database.pgSchema)
        : inProcessBroadcast(),
  };
}
