import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connection.js';
import type { Database, DialectName } from './db/schema.js';
import { sessionRepository } from './modules/session/repository.js';
import { sessionService, type SessionService } from './modules/session/service.js';
import { storeSideRepository } from './modules/store-side/repository.js';
import { storeSideService, type StoreSideService } from './modules/store-side/service.js';
import { builtinPlatform, type StorePlatform } from './platform/index.js';

/**
 * What every use case may depend on: configuration, the database, the store platform, the sessions and
 * the clock. Built once per app; it imports no route, so any module may import its type.
 */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  /** The store's members, orders, catalogue and serial register (built in, or a maker's adapter). */
  platform: StorePlatform;
  sessions: SessionService;
  /** The built-in store side: sign-in of members and the store login of a browser. */
  storeSide: StoreSideService;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  /** Today as YYYY-MM-DD (UTC), for the date rules. */
  today: () => string;
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
  const platform = deps.platform ?? builtinPlatform(database.db);
  const sessions = sessionService(sessionRepository(database.db), {
    secret: config.tokenSecret,
    ttlHours: config.sessionTtlHours,
    now,
  });
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    platform,
    sessions,
    storeSide: storeSideService({
      repo: storeSideRepository(database.db),
      members: platform.members,
      sessions,
      now,
      loginTtlSeconds: config.sessionTtlHours * 3600,
    }),
    now,
    today: () => now().toISOString().slice(0, 10),
  };
}
