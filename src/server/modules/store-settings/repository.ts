import type { Kysely, Selectable } from 'kysely';
import type { Database, StoreSettingsTable } from '../../db/schema.js';
import {
  DEFAULT_STORE_SETTINGS,
  ZReturnCentre,
  type TReturnCentre,
  type TStoreSettingsInput,
} from '../../../shared/staff/settings.js';

/** All SQL of store_settings: one row per store, absent until first saved (then the defaults apply). */

export type StoreSettingsRow = Selectable<StoreSettingsTable>;

export function storeSettingsRow(db: Kysely<Database>, store: string): Promise<StoreSettingsRow | undefined> {
  return db.selectFrom('store_settings').selectAll().where('store', '=', store).executeTakeFirst();
}

/** The stored return centre; a value the contract cannot read (hand-edited) reads as none. */
export function returnCentreOf(text: string): TReturnCentre {
  try {
    const parsed = ZReturnCentre.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { name: '', lines: [] };
  } catch {
    return { name: '', lines: [] };
  }
}

export function settingsOf(row: StoreSettingsRow | undefined): TStoreSettingsInput {
  if (!row) return DEFAULT_STORE_SETTINGS;
  return {
    refundThreshold: row.refund_threshold,
    autoApprove: row.auto_approve === 1,
    teamEmail: row.team_email,
    fromEmail: row.from_email,
    returnCentre: returnCentreOf(row.return_centre),
    firstResponseDays: row.first_response_days,
    resolutionDays: row.resolution_days,
  };
}

export function settingsRow(store: string, s: TStoreSettingsInput, at: string) {
  return {
    store,
    refund_threshold: s.refundThreshold,
    auto_approve: s.autoApprove ? 1 : 0,
    team_email: s.teamEmail,
    from_email: s.fromEmail,
    return_centre: JSON.stringify({ name: s.returnCentre.name, lines: s.returnCentre.lines }),
    first_response_days: s.firstResponseDays,
    resolution_days: s.resolutionDays,
    updated_at: at,
  };
}

export async function saveStoreSettings(
  db: Kysely<Database>,
  store: string,
  settings: TStoreSettingsInput,
  at: string,
): Promise<void> {
  const row = settingsRow(store, settings, at);
  const { store: _key, ...changes } = row;
  await db
    .insertInto('store_settings')
    .values(row)
    .onConflict((oc) => oc.column('store').doUpdateSet(changes))
    .execute();
}
