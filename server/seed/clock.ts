/**
 * The seed's "now": the time of seeding (the server clock, `ks_now()`, rounded down to the minute), so
 * seeded dates stay as recent as they were meant to be (the value guide's year of sales, an auction
 * ending within the hour). `buildSeedData` sets it for the length of one synchronous build
 * (`withSeedNow`); given the same origin the seed writes the same rows, so tests pass a fixed one.
 */
let origin: number | null = null;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Runs `build` with the seed's now at `now` (rounded down to the minute), then restores the previous one. */
export function withSeedNow<T>(now: Date | number, build: () => T): T {
  const previous = origin;
  origin = Math.floor(new Date(now).getTime() / MINUTE_MS) * MINUTE_MS;
  try {
    return build();
  } finally {
    origin = previous;
  }
}

/** The seed's now in milliseconds; only while a seed is being built. */
export function seedNow(): number {
  if (origin === null) throw new Error('The seed has no now: build it inside withSeedNow');
  return origin;
}

/** The seed's now as an ISO timestamp. */
export const seedNowIso = () => new Date(seedNow()).toISOString();

/** An ISO timestamp `days` before the seed's now, to the second. */
export function daysBeforeSeedNow(days: number): string {
  return new Date(Math.round((seedNow() - days * DAY_MS) / 1000) * 1000).toISOString();
}

/** An ISO timestamp `days` after the seed's now, to the second. */
export const daysAfterSeedNow = (days: number) => daysBeforeSeedNow(-days);

/** An ISO timestamp `minutes` after the seed's now. */
export const minutesAfterSeedNow = (minutes: number) => new Date(seedNow() + minutes * MINUTE_MS).toISOString();
