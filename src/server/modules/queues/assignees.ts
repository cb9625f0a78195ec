import type { Kysely } from 'kysely';
import { can, type StaffRole } from '../../../shared/staff/roles.js';
import type { Database } from '../../db/schema.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { parseScope, roleOf } from '../staff/views.js';

export interface Assignee {
  id: number;
  name: string;
  role: StaffRole;
}

/**
 * The staff users an RMA of the user's stores can be assigned to (the queue's assignee filter): enabled, allowed to
 * work RMAs, and sharing at least one store with the user (a user of every store shares them all).
 */
export async function assignees(ctx: { db: Kysely<Database> }, staff: StaffPrincipal): Promise<Assignee[]> {
  const rows = await ctx.db
    .selectFrom('staff_users')
    .selectAll()
    .where('disabled', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const shares = (stores: string) => {
    const scope = parseScope(stores);
    if (scope === '*' || staff.stores === '*') return true;
    return scope.some((store) => (staff.stores as readonly string[]).includes(store));
  };
  return rows
    .filter((row) => can(roleOf(row), 'work') && shares(row.stores))
    .map((row) => ({ id: row.id, name: row.name, role: roleOf(row) }));
}
