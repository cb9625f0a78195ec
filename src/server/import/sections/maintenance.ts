import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MaintenanceWindowTable } from '../../db/schema.js';
import type { TMaintenanceWindow } from '../format.js';
import type { CheckContext } from '../check-context.js';
import { sameFields, type Tally } from '../counts.js';
import { upsert } from '../sql.js';
import type { LooseRecord, LooseSections } from '../types.js';

/** Maintenance windows: when the portal warns of, then shows, a planned outage. Keyed by hideFrom and endsAt. */

/** Why a window's instants are out of order, field by field ('startsAt: before hideFrom'). */
export function windowProblems(w: LooseRecord<'maintenance'>): string[] {
  const problems: string[] = [];
  if (w.startsAt !== undefined && w.hideFrom !== undefined && w.startsAt < w.hideFrom) {
    problems.push('startsAt: before hideFrom');
  }
  if (w.endsAt !== undefined && w.startsAt !== undefined && w.endsAt <= w.startsAt) {
    problems.push('endsAt: not after startsAt');
  }
  return problems;
}

export function checkMaintenance(views: LooseSections['maintenance'], ctx: CheckContext): void {
  const seen = new Map<string, string>();
  views.forEach((w, i) => {
    if (!w) return;
    const p = `maintenance[${i}]`;
    const key = w.hideFrom !== undefined && w.endsAt !== undefined ? `${w.hideFrom}/${w.endsAt}` : undefined;
    ctx.unique(seen, key, `${p}.endsAt`, 'window (same hideFrom and endsAt)', 'maintenance', i);
    for (const problem of windowProblems(w)) ctx.report('maintenance', i, `${p}.${problem}`);
  });
}

/** 'hideFrom/endsAt' → row. */
export type StoredMaintenance = Map<string, Selectable<MaintenanceWindowTable>>;

/** A handful of rows: all of them, when the file has any window. */
export async function loadMaintenance(db: Kysely<Database>, views: LooseSections): Promise<StoredMaintenance> {
  const stored: StoredMaintenance = new Map();
  if (!views.maintenance.some((w) => w !== undefined)) return stored;
  for (const w of await db.selectFrom('maintenance_windows').selectAll().execute()) {
    stored.set(`${w.hide_from}/${w.ends_at}`, w);
  }
  return stored;
}

export type MaintenancePlan = Omit<Insertable<MaintenanceWindowTable>, 'id'>[];

export function planMaintenance(
  records: readonly TMaintenanceWindow[],
  stored: StoredMaintenance,
  tally: Tally,
): MaintenancePlan {
  const plan: MaintenancePlan = [];
  for (const w of records) {
    const row = { hide_from: w.hideFrom, starts_at: w.startsAt, ends_at: w.endsAt, message: w.message };
    const storedRow = stored.get(`${w.hideFrom}/${w.endsAt}`);
    if (tally('maintenance', storedRow, storedRow !== undefined && sameFields(row, storedRow))) plan.push(row);
  }
  return plan;
}

export async function writeMaintenance(trx: Kysely<Database>, plan: MaintenancePlan): Promise<void> {
  await upsert(trx, 'maintenance_windows', plan, ['hide_from', 'ends_at']);
}
