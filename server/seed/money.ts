import type { Random } from './random';

/** Rounds to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A price a person would type: whole dollars ending in .00, .99 or .50. */
export function askingPrice(random: Random, amount: number): number {
  const dollars = Math.max(5, Math.floor(amount));
  return cents(
    dollars +
      random.weighted([
        [0, 4],
        [0.99, 4],
        [0.5, 2],
      ] as const),
  );
}
