import { useEffect, useState } from 'react';
import {
  MAINTENANCE_WINDOWS,
  activeNotice,
  isWorkspaceHidden,
  type MaintenanceWindow,
} from '../../../shared/rules/maintenance.js';
import { useMaintenanceWindows } from './api/get-maintenance-windows.js';

export type NoticeWindow = MaintenanceWindow & { message?: string };

/** The browser's clock, re-read every half minute so that a window starts and ends while the page is open. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface MaintenanceState {
  /** The workspace is hidden now (docs/rules/shell.md: 8:30 AM to 3:00 PM GMT+8 on 9 October 2022). */
  hidden: boolean;
  /** The window whose notice shows now, if any. */
  notice: NoticeWindow | null;
}

/**
 * Scheduled maintenance, judged with the shared rules. The windows are data the server sends (operators add
 * windows without code changes); the built-in list applies until it answers or when it fails. The rules run on
 * the browser's clock, re-read every half minute, so a page left open hides its workspace when a window starts.
 */
export function useMaintenance(): MaintenanceState {
  const now = useNow();
  const { data } = useMaintenanceWindows();
  const windows: readonly NoticeWindow[] = data?.windows ?? MAINTENANCE_WINDOWS;
  return {
    hidden: isWorkspaceHidden(now, windows),
    notice: activeNotice(now, windows) as NoticeWindow | null,
  };
}
