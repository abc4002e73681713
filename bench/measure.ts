/** Runs two async tasks alternately (so drift hits both alike) and returns the median ms of each. */
export async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, { warmup = 30, runs = 200 } = {}) {
  const [medianA = 0, medianB = 0] = await compareAll([a, b], { warmup, runs });
  return { a: medianA, b: medianB };
}

/**
 * Runs async tasks in turn, each round in a rotated order (so drift and the position in a round hit all alike),
 * and returns the median ms of each, in the order given.
 */
export async function compareAll(tasks: readonly (() => Promise<unknown>)[], { warmup = 30, runs = 200 } = {}) {
  for (let i = 0; i < warmup; i++) for (const task of tasks) await task();
  const times = tasks.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (let step = 0; step < tasks.length; step++) {
      const which = (i + step) % tasks.length;
      const start = process.hrtime.bigint();
      await tasks[which]!();
      times[which]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return times.map(median);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
