/**
 * Scheduled maintenance (docs/rules/shell.md#maintenance-window). Times are ISO instants with an offset, so the
 * window is the same instant wherever the browser or server runs; `now` is always passed in.
 */

export interface MaintenanceWindow {
  /** The site becomes inaccessible. */
  startsAt: string;
  /** The site is back; the window is half-open, [startsAt, endsAt). */
  endsAt: string;
  /** The workspace is hidden from this instant (defaults to startsAt). */
  hideFrom?: string;
  /** The notice shows from this instant (defaults to NOTICE_LEAD_DAYS before startsAt). */
  showNoticeFrom?: string;
  /** The notice shows until this instant, exclusive (defaults to endsAt). */
  showNoticeUntil?: string;
}

/**
 * The rule gives no start for the notice, only its end ("shown only before 3 PM"). Reading (decision 0005,
 * linked from docs/rules/shell.md#maintenance-window): announce a window a week ahead, and keep the notice up
 * through the window itself until it ends.
 */
export const NOTICE_LEAD_DAYS = 7;
const MS_PER_DAY = 86_400_000;

/**
 * 9 October 2022, 09:00–15:00 GMT+8. The workspace is hidden from 8:30 AM, half an hour early, so
 * nobody is mid-request when the site goes down; the notice shows only before 3 PM.
 */
export const MAINTENANCE_WINDOW_2022: MaintenanceWindow = {
  hideFrom: '2022-10-09T08:30:00+08:00',
  startsAt: '2022-10-09T09:00:00+08:00',
  endsAt: '2022-10-09T15:00:00+08:00',
};

export const MAINTENANCE_WINDOWS: readonly MaintenanceWindow[] = [MAINTENANCE_WINDOW_2022];

/** True from hideFrom (or startsAt) up to, not including, endsAt of any window. */
export function isWorkspaceHidden(now: Date, windows: readonly MaintenanceWindow[] = MAINTENANCE_WINDOWS): boolean {
  const t = now.getTime();
  return windows.some((w) => instant(w.hideFrom ?? w.startsAt) <= t && t < instant(w.endsAt));
}

/** The window whose notice is showing now, the soonest-starting if several are; null if none. */
export function activeNotice(
  now: Date,
  windows: readonly MaintenanceWindow[] = MAINTENANCE_WINDOWS,
): MaintenanceWindow | null {
  const t = now.getTime();
  const showing = windows.filter((w) => noticeFrom(w) <= t && t < instant(w.showNoticeUntil ?? w.endsAt));
  showing.sort((a, b) => instant(a.startsAt) - instant(b.startsAt));
  return showing[0] ?? null;
}

function noticeFrom(w: MaintenanceWindow): number {
  return w.showNoticeFrom ? instant(w.showNoticeFrom) : instant(w.startsAt) - NOTICE_LEAD_DAYS * MS_PER_DAY;
}

/** A window with an unreadable time would silently never apply; fail loudly instead. */
function instant(iso: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new RangeError(`Not an ISO instant: ${iso}`);
  return t;
}
