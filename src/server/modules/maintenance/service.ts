import { activeNotice, isWorkspaceHidden, type MaintenanceWindow } from '../../../shared/rules/maintenance.js';
import type { TMaintenanceResponse } from '../../../shared/schemas/site.js';
import type { MaintenanceRepository, MaintenanceWindowRow } from './repository.js';

type StoredWindow = MaintenanceWindow & { message: string };

/** ISO instant in UTC; the column holds UTC text, so this is how `now` compares with it. */
const utc = (iso: string) => new Date(iso).toISOString();

export function maintenanceService(repo: MaintenanceRepository) {
  return {
    /**
     * Every configured window as stored (instants keep the offset they were written with, so the client can
     * name the zone, e.g. GMT+8). The portal judges them with the shared rules on the browser's clock, so a
     * page left open hides its workspace when a window starts.
     */
    async windows(): Promise<MaintenanceWindowRow[]> {
      return repo.windows();
    },

    /** Whether the workspace is hidden at `now`, and the notice showing then (the stored windows are the data). */
    async status(now: Date): Promise<TMaintenanceResponse> {
      const rows = await repo.windows();
      const windows: StoredWindow[] = rows.map((row) => ({
        hideFrom: row.hideFrom,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        message: row.message,
      }));
      const showing = activeNotice(now, windows) as StoredWindow | null;
      return {
        hidden: isWorkspaceHidden(now, windows),
        notice: showing && { startsAt: utc(showing.startsAt), endsAt: utc(showing.endsAt), message: showing.message },
      };
    },
  };
}
