import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { builtinMembers } from './members.js';
import { builtinCatalogue } from './catalogue.js';
import { builtinOrders, builtinSerials } from './orders.js';
import type { StorePlatform } from './types.js';

export type { StorePlatform } from './types.js';

/** The built-in store platform over the portal's own tables. */
export function builtinPlatform(db: Kysely<Database>, dialect: DialectName): StorePlatform {
  return {
    members: builtinMembers(db),
    catalogue: builtinCatalogue(db, dialect),
    orders: builtinOrders(db),
    serials: builtinSerials(db),
  };
}
