import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connection.js';
import type { Database, DialectName } from './db/schema.js';
import { builtinPlatform, type StorePlatform } from './platform/index.js';

/**
 * What every use case may depend on: configuration (with the token secret and the session lifetime), the
 * database, the store platform and the clock. Built once per app; the use cases are functions over it
 * (`(ctx, session, input)`). It imports no route and nothing under modules/, so any module may import its type.
 */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  /** The store's members, orders, catalogue and serial register (built in, or a maker's adapter). */
  platform: StorePlatform;
  /** The clock (session and store-login expiry, dates); tests pass a fixed one. */
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
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    platform: deps.platform ?? builtinPlatform(database.db),
    now,
    today: () => now().toISOString().slice(0, 10),
  };
}
