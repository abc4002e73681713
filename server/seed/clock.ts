/** The seed's "now": fixed, so every run writes the same timestamps. */
export const SEED_NOW = Date.parse('2026-11-01T12:00:00Z');

const DAY_MS = 86_400_000;

/** An ISO timestamp `days` before SEED_NOW, to the second. */
export function daysBeforeSeedNow(days: number): string {
  return new Date(Math.round((SEED_NOW - days * DAY_MS) / 1000) * 1000).toISOString();
}
