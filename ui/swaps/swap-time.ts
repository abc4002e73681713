const dayParts = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
const yearOf = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date);

/**
 * A swap row's time (spec §2.11): the time of day if today ('3:05 PM'), 'MMM d' if this year
 * ('Nov 20'), else 'MMM d, yyyy' ('Nov 20, 2025'), in the viewer's time zone unless one is given.
 */
export function formatSwapTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (dayParts(date, timeZone) === dayParts(now, timeZone)) {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  }
  const thisYear = yearOf(date, timeZone) === yearOf(now, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(thisYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}
