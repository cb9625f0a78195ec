import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface MaintenanceWindowRow {
  hideFrom: string;
  startsAt: string;
  endsAt: string;
  message: string;
}

/** Every window (a handful of rows; instants are compared as instants by the shared rules, not as text). */
export async function windowRows(db: Kysely<Database>): Promise<MaintenanceWindowRow[]> {
  const rows = await db
    .selectFrom('maintenance_windows')
    .select(['hide_from', 'starts_at', 'ends_at', 'message'])
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({ hideFrom: r.hide_from, startsAt: r.starts_at, endsAt: r.ends_at, message: r.message }));
}
