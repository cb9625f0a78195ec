import { STORE_INFO, STORES, type Store } from '../../../shared/stores.js';
import { can, inScope } from '../../../shared/staff/roles.js';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import {
  deletePresence,
  deleteStalePresence,
  insertPresence,
  storesWithPresence,
  touchPresence,
} from './repository.js';

type Ctx = AppContext;

/**
 * Who is online (docs/decisions/0019-inbox-and-live-chat.md#presence): an agent's socket writes a row per chat
 * store of its scope and refreshes it every HEARTBEAT_MS; a row older than PRESENCE_TTL_MS (its instance died
 * without saying goodbye) no longer counts, and is deleted later.
 */
export const HEARTBEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 30_000;
const STALE_AFTER_MS = 10 * PRESENCE_TTL_MS;

/** The chat stores in which this staff user is an agent when connected: none without the right to work. */
export function agentStores(staff: StaffPrincipal): Store[] {
  if (!can(staff.role, 'work')) return [];
  return STORES.filter((store) => STORE_INFO[store].chat && inScope(staff.stores, store));
}

function since(ctx: Ctx, ms: number): string {
  return new Date(ctx.now().getTime() - ms).toISOString();
}

/** The stores among `stores` in which an agent is online now, on any instance. */
export async function onlineStores(ctx: Ctx, stores: readonly string[]): Promise<Set<string>> {
  if (stores.length === 0) return new Set();
  return new Set(await storesWithPresence(ctx.db, stores, since(ctx, PRESENCE_TTL_MS)));
}

/** GET /api/chat/availability: whether the store's chat is live now. */
export async function chatAvailability(ctx: Ctx, store: Store): Promise<{ online: boolean }> {
  if (!STORE_INFO[store].chat) return { online: false };
  return { online: (await onlineStores(ctx, [store])).has(store) };
}

export async function enterPresence(ctx: Ctx, connectionId: string, staffId: number, stores: readonly string[]) {
  const at = ctx.now().toISOString();
  await insertPresence(
    ctx.db,
    stores.map((store) => ({ connection_id: connectionId, store, staff_id: staffId, seen_at: at })),
  );
}

export async function leavePresence(ctx: Ctx, connectionId: string): Promise<void> {
  await deletePresence(ctx.db, connectionId);
}

/** The heartbeat of this instance's agent sockets, and the clean-up of rows dead instances left. */
export async function refreshPresence(ctx: Ctx, connectionIds: readonly string[]): Promise<void> {
  if (connectionIds.length > 0) await touchPresence(ctx.db, connectionIds, ctx.now().toISOString());
  await deleteStalePresence(ctx.db, since(ctx, STALE_AFTER_MS));
}
