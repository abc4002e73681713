/** Runs two async tasks alternately (so drift hits both alike) and returns the median ms of each. */
export async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, { warmup = 30, runs = 200 } = {}) {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const which of order) {
      const start = process.hrtime.bigint();
      await (which === 0 ? a() : b());
      times[which].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return { a: median(times[0]), b: median(times[1]) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
