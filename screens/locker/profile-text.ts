/** The month someone joined, 'March 2024' (in UTC, so the server and the browser agree). */
export function joinedMonth(joinedAt: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(joinedAt),
  );
}

/** 'Member since March 2024'. */
export const memberSince = (joinedAt: string) => `Member since ${joinedMonth(joinedAt)}`;

/** The country a user ships from by name ('United States'), its code when the name is unknown. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(['en-US'], { type: 'region' }).of(code) ?? code;
}

/** 'Ships within 2 business days' / 'Ships the same business day'. */
export function shipsWithin(days: number): string {
  if (days === 0) return 'Ships the same business day';
  return `Ships within ${days} business ${days === 1 ? 'day' : 'days'}`;
}

/** '1,234' */
export const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

let dayFormat: Intl.DateTimeFormat | undefined;

/** A day as 'Oct 30, 2026' (UTC), one formatter for every row of a list. */
export function dayOf(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  return dayFormat.format(new Date(iso));
}
