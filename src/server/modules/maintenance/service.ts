import { activeNotice, isWorkspaceHidden, type MaintenanceWindow } from '../../../shared/rules/maintenance.js';
import type { TMaintenanceResponse } from '../../../shared/schemas/site.js';
import type { AppContext } from '../../context.js';
import { windowRows, type MaintenanceWindowRow } from './repository.js';

type StoredWindow = MaintenanceWindow & { message: string };

/** ISO instant in UTC; the column holds UTC text, so this is how `now` compares with it. */
const utc = (iso: string) => new Date(iso).toISOString();

/**
 * Every configured window as stored (instants keep the offset they were written with, so the client can
 * name the zone, e.g. GMT+8). The portal judges them with the shared rules on the browser's clock, so a
 * page left open hides its workspace when a window starts.
 */
export function maintenanceWindows(ctx: AppContext): Promise<MaintenanceWindowRow[]> {
  return windowRows(ctx.db);
}

/**
 * Whether the workspace is hidden now (by the app's clock), and the notice showing then (the stored windows
 * are the data).
 */
export async function maintenanceStatus(ctx: AppContext): Promise<TMaintenanceResponse> {
  const now = ctx.now();
  const windows: StoredWindow[] = await windowRows(ctx.db);
  const showing = activeNotice(now, windows) as StoredWindow | null;
  return {
    hidden: isWorkspaceHidden(now, windows),
    notice: showing && { startsAt: utc(showing.startsAt), endsAt: utc(showing.endsAt), message: showing.message },
  };
}
