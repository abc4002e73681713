const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first: a moment is told in the largest unit it has one whole of. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

// Made on first use and kept, as the formatters of ./intl-cache.ts.
let format: Intl.RelativeTimeFormat | undefined;

/**
 * A moment relative to `now`, in words: 'now' (under a minute), '5 minutes ago', '3 hours ago',
 * 'yesterday', '25 days ago', 'last month', 'in 2 hours'. Whole units, rounded towards `now`.
 * 'Last Synced' on the item page's eBay card.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  format ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const difference = Date.parse(iso) - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return format.format(Math.trunc(difference / size), unit);
  }
  return format.format(0, 'second');
}
