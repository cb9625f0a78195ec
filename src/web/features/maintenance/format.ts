import type { MaintenanceWindow } from '../../../shared/rules/maintenance.js';

/** The offset an ISO instant was written with, in minutes east of UTC ('Z' is 0). */
function offsetMinutes(iso: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function zoneLabel(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

export interface WindowText {
  /** Date of the start, e.g. "Sunday, 9 October 2022" in the interface language. */
  date: string;
  start: string;
  end: string;
  /** Date of the end when it is another day than the start, else null. */
  endDate: string | null;
  /** The time zone the window was announced in, e.g. GMT+8. */
  zone: string;
}

/**
 * A window's times for the notice, in the time zone it was written in (the spec announces 9:00am to 3:00pm
 * GMT+8, and a customer in Berlin should read the same figures with the zone named).
 */
export function describeWindow(window: MaintenanceWindow, locale: string): WindowText {
  const offset = offsetMinutes(window.startsAt);
  const shift = (iso: string) => new Date(Date.parse(iso) + offset * 60_000);
  const start = shift(window.startsAt);
  const end = shift(window.endsAt);
  const dateFormat = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
  return {
    date: dateFormat.format(start),
    start: timeFormat.format(start),
    end: timeFormat.format(end),
    endDate: sameDay ? null : dateFormat.format(end),
    zone: zoneLabel(offset),
  };
}
