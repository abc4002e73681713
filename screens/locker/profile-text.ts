import { formatMonth } from '../../ui/format/dates';

/** 'Member since March 2024' (the month in UTC, so the server and the browser agree). */
export const memberSince = (joinedAt: string) => `Member since ${formatMonth(joinedAt)}`;

/** The country a user ships from by name ('United States'), its code when the name is unknown. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(['en-US'], { type: 'region' }).of(code) ?? code;
}

/** 'Ships within 2 business days' / 'Ships the same business day'. */
export function shipsWithin(days: number): string {
  if (days === 0) return 'Ships the same business day';
  return `Ships within ${days} business ${days === 1 ? 'day' : 'days'}`;
}
