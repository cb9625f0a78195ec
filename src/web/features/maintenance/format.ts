import type { MaintenanceWindow } from '../../../shared/rules/maintenance.js';

/** The offset an ISO instant was written with, in minutes east of UTC; null for UTC ('Z') or none. */
function writtenOffset(iso: string): number | null {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes === 0) return null;
  return match[1] === '-' ? -minutes : minutes;
}

function gmtLabel(minutes: number): string {
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

export interface WindowText {
  /** Date of the start, e.g. "Sunday, October 9, 2022" in the interface language. */
  date: string;
  start: string;
  end: string;
  /** Date of the end when it is another day than the start, else null. */
  endDate: string | null;
  /** The time zone the times are given in, e.g. GMT+8. */
  zone: string;
}

/**
 * A window's times for the notice. A window written with an offset (2022-10-09T09:00:00+08:00) is told in that
 * zone, as announced ("9:00 to 15:00 GMT+8"); one stored in UTC is told in the customer's own time zone, named.
 */
export function describeWindow(window: MaintenanceWindow, locale: string): WindowText {
  const offset = writtenOffset(window.startsAt);
  const dateOptions: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
  const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  let start = new Date(Date.parse(window.startsAt));
  let end = new Date(Date.parse(window.endsAt));
  let zone: string;
  if (offset !== null) {
    // Shift the instants by the written offset and format them as UTC: the wall-clock time of that zone.
    start = new Date(start.getTime() + offset * 60_000);
    end = new Date(end.getTime() + offset * 60_000);
    dateOptions.timeZone = 'UTC';
    timeOptions.timeZone = 'UTC';
    zone = gmtLabel(offset);
  } else {
    const parts = new Intl.DateTimeFormat(locale, { timeZoneName: 'short' }).formatToParts(start);
    zone = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'UTC';
  }
  const dateFormat = new Intl.DateTimeFormat(locale, dateOptions);
  const timeFormat = new Intl.DateTimeFormat(locale, timeOptions);
  const startDate = dateFormat.format(start);
  const endDate = dateFormat.format(end);
  return {
    date: startDate,
    start: timeFormat.format(start),
    end: timeFormat.format(end),
    endDate: endDate === startDate ? null : endDate,
    zone,
  };
}
