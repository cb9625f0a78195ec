import type { AppContext } from '../../context.js';
import { inScope } from '../../../shared/staff/roles.js';
import type { TStoreSettings, TStoreSettingsInput } from '../../../shared/staff/settings.js';
import type { Store } from '../../../shared/stores.js';
import { recordAudit } from '../audit/repository.js';
import { assertCan, forbidden } from '../staff/access.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { saveStoreSettings, settingsOf, storeSettingsRow } from './repository.js';

/** A store's operator settings, read and changed by the admins of that store (docs/staff/api.md#store-settings). */

function assertStoreAdmin(staff: StaffPrincipal, store: Store): void {
  assertCan(staff, 'administer');
  if (!inScope(staff.stores, store)) throw forbidden();
}

export async function storeSettings(ctx: AppContext, staff: StaffPrincipal, store: Store): Promise<TStoreSettings> {
  assertStoreAdmin(staff, store);
  const row = await storeSettingsRow(ctx.db, store);
  return { store, ...settingsOf(row), updatedAt: row?.updated_at ?? null };
}

/** Saves the whole settings of the store and records the change, before and after, in one transaction. */
export async function putStoreSettings(
  ctx: AppContext,
  staff: StaffPrincipal,
  store: Store,
  input: TStoreSettingsInput,
): Promise<TStoreSettings> {
  assertStoreAdmin(staff, store);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const before = settingsOf(await storeSettingsRow(trx, store));
    await saveStoreSettings(trx, store, input, at);
    await recordAudit(trx, {
      at,
      staffId: staff.id,
      actor: staff.email,
      action: 'store.settings',
      entity: 'store',
      entityId: store,
      store,
      before,
      after: input,
      ip: staff.ip,
    });
  });
  return { store, ...input, updatedAt: at };
}
