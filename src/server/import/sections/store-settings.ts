import type { Kysely, Selectable } from 'kysely';
import type { Database, StoreSettingsTable } from '../../db/schema.js';
import { settingsRow } from '../../modules/store-settings/repository.js';
import type { TStoreSettingsRecord } from '../format-staff.js';
import type { CheckContext } from '../check-context.js';
import { sameFields, type Tally } from '../counts.js';
import { upsert } from '../sql.js';
import type { LooseSections } from '../types.js';

/** Each store's operator settings (docs/data-format.md#storesettings), keyed by store. */

export function checkStoreSettings(views: LooseSections['storeSettings'], ctx: CheckContext): void {
  const seen = new Map<string, string>();
  views.forEach((s, i) => {
    if (!s) return;
    ctx.unique(seen, s.store, `storeSettings[${i}].store`, 'store', 'storeSettings', i);
  });
}

export type StoredStoreSettings = Map<string, Selectable<StoreSettingsTable>>;

/** One row per store at most: all of them, when the file has any. */
export async function loadStoreSettings(db: Kysely<Database>, views: LooseSections): Promise<StoredStoreSettings> {
  const stored: StoredStoreSettings = new Map();
  if (!views.storeSettings.some((s) => s !== undefined)) return stored;
  for (const row of await db.selectFrom('store_settings').selectAll().execute()) stored.set(row.store, row);
  return stored;
}

export type StoreSettingsPlan = ReturnType<typeof settingsRow>[];

export function planStoreSettings(
  records: readonly TStoreSettingsRecord[],
  stored: StoredStoreSettings,
  tally: Tally,
  at: string,
): StoreSettingsPlan {
  const plan: StoreSettingsPlan = [];
  for (const s of records) {
    const { updated_at: _at, ...row } = settingsRow(s.store, s, at);
    const storedRow = stored.get(s.store);
    if (tally('storeSettings', storedRow, storedRow !== undefined && sameFields(row, storedRow))) {
      plan.push({ ...row, updated_at: at });
    }
  }
  return plan;
}

export async function writeStoreSettings(trx: Kysely<Database>, plan: StoreSettingsPlan): Promise<void> {
  await upsert(trx, 'store_settings', plan, ['store']);
}
