/**
 * Service level (docs/staff/actions.md#due-dates): each store promises a first response and a resolution within
 * a number of business days (store_settings.first_response_days, resolution_days). Business days are Monday to
 * Friday in UTC; public holidays are not known to the portal and count as business days.
 */

const MS_PER_DAY = 86_400_000;

function isWeekend(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The instant `days` business days after `from`, at the same time of day: each step moves to the next weekday,
 * so Friday + 1 is Monday, and a start on a weekend counts from the Monday after it (Saturday + 1 is Tuesday,
 * as Monday + 1 is). Zero days from a weekend is the next Monday; zero from a weekday is `from` itself.
 */
export function addBusinessDays(from: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Expected a whole number of days ≥ 0, got ${days}`);
  const start = new Date(from);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Not an instant: ${from}`);
  let at = start.getTime();
  while (isWeekend(new Date(at))) at += MS_PER_DAY;
  for (let left = days; left > 0;) {
    at += MS_PER_DAY;
    if (!isWeekend(new Date(at))) left--;
  }
  return new Date(at).toISOString();
}
