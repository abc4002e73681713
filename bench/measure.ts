import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Runs two async tasks alternately (so drift hits both alike) and returns the median ms of each. */
export async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, { warmup = 30, runs = 200 } = {}) {
  const [medianA = 0, medianB = 0] = await compareAll([a, b], { warmup, runs });
  return { a: medianA, b: medianB };
}

/**
 * Runs async tasks in interleaved rounds (see {@link timeRounds}) and returns the median wall-clock ms of each, in
 * the order given.
 */
export async function compareAll(tasks: readonly (() => Promise<unknown>)[], { warmup = 30, runs = 200 } = {}) {
  const rounds = await timeRounds(tasks, { warmup, rounds: runs });
  return tasks.map((_, task) => median(rounds.map((round) => round[task]!.wallMs)));
}

/** One timed run of a task: wall-clock ms, and the CPU ms (user + system) the process spent meanwhile. */
export interface Timing {
  wallMs: number;
  cpuMs: number;
}

/**
 * Runs every task once per round, `rounds` times, after `warmup` untimed rounds; `settle` runs untimed before
 * each timed run. Each round runs the tasks in the next of all their orders (every order equally often;
 * `startRound` continues the cycle of an earlier call), so neither the position in a round nor what ran just
 * before favours a task; the tasks of one round ran back to back, under the same load. Returns `[round][task]`,
 * tasks in the order given.
 */
export async function timeRounds(
  tasks: readonly (() => Promise<unknown>)[],
  {
    warmup = 30,
    rounds = 200,
    startRound = 0,
    settle = () => {},
  }: { warmup?: number; rounds?: number; startRound?: number; settle?: () => void },
): Promise<Timing[][]> {
  const orders = orderings(tasks.length);
  for (let i = 0; i < warmup; i++) for (const task of tasks) await task();
  const timings: Timing[][] = [];
  for (let round = 0; round < rounds; round++) {
    const times: Timing[] = [];
    for (const which of orders[(startRound + round) % orders.length]!) {
      settle();
      const cpuBefore = process.cpuUsage();
      const start = process.hrtime.bigint();
      await tasks[which]!();
      const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
      const cpu = process.cpuUsage(cpuBefore);
      times[which] = { wallMs, cpuMs: (cpu.user + cpu.system) / 1e3 };
    }
    timings.push(times);
  }
  return timings;
}

/**
 * A function that empties V8's young generation (a minor, "scavenge" collection), exposed at run time so the bench
 * needs no `--expose-gc` flag. Called before each timed run, every run starts with an empty nursery: the
 * collections a run triggers are those its own allocations need, not a leftover from the task before it. On the
 * 60-block bench (load average 12 on 2 cores) the middle half of the per-round ratios spread 0.91–1.33 without it,
 * 0.93–1.06 with it.
 */
export function minorGarbageCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
  return () => gc({ type: 'minor' });
}

/** Every order of the indexes 0..n-1 (n! of them, so keep n small), in lexicographic order. */
export function orderings(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  return orderings(n - 1)
    .flatMap((order) =>
      Array.from({ length: n }, (_, position) => [...order.slice(0, position), n - 1, ...order.slice(position)]),
    )
    .sort((x, y) => x.join(',').localeCompare(y.join(',')));
}

/** A median with its confidence interval: the true median lies in [low, high] with the interval's confidence. */
export interface MedianEstimate {
  median: number;
  low: number;
  high: number;
  /** How many values it is estimated from. */
  count: number;
}

/**
 * The median of `values` with its distribution-free 95 % confidence interval: the order statistics around the
 * middle that hold the median with probability ≥ 95 % whatever the distribution (the binomial's normal
 * approximation, ranks n/2 ∓ 1.96·√n/2). Needs no assumption about the shape of timings under load, which
 * have long tails, and gives the same answer every run (a bootstrap draws at random).
 */
export function medianInterval(values: readonly number[]): MedianEstimate {
  const sorted = [...values].sort((x, y) => x - y);
  const n = sorted.length;
  if (n === 0) return { median: Number.NaN, low: Number.NaN, high: Number.NaN, count: 0 };
  const spread = (1.96 * Math.sqrt(n)) / 2;
  const lowRank = Math.max(1, Math.round(n / 2 - spread));
  const highRank = Math.min(n, Math.round(n / 2 + 1 + spread));
  return { median: median(sorted), low: sorted[lowRank - 1]!, high: sorted[highRank - 1]!, count: n };
}

/**
 * The median of the per-round ratios `numerator[i] / denominator[i]`, with its interval. Each ratio compares two
 * renders run back to back in one round, so the load of that moment cancels out of it; what a round's load
 * does to both alike does not move the ratio.
 */
export function medianRatio(numerator: readonly number[], denominator: readonly number[]): MedianEstimate {
  if (numerator.length !== denominator.length) throw new Error('ratios need the same rounds on both sides');
  return medianInterval(numerator.map((value, round) => value / denominator[round]!));
}

/** How far the interval reaches from the median, as a fraction of it (0.03: ±3 %). */
export function relativeHalfWidth(estimate: MedianEstimate): number {
  return Math.max(estimate.median - estimate.low, estimate.high - estimate.median) / estimate.median;
}

export interface RatioComparison {
  /** Every round's timings, `[round][task]`. */
  rounds: Timing[][];
  /** Per task: its median CPU ms and wall ms over the rounds. */
  medians: { cpuMs: number; wallMs: number }[];
  /** Per task: the median of its per-round ratio to the reference task, in CPU time and in wall time. */
  ratios: { cpu: MedianEstimate; wall: MedianEstimate }[];
}

/**
 * Times tasks against a reference in interleaved rounds ({@link timeRounds}), `batch` rounds at a time, until the
 * CPU-time ratio of every task to the reference is known to ±`halfWidth` (its 95 % interval) or `maxRounds` have
 * run. CPU time decides because the process's own CPU time is what a render costs, and other processes on the
 * machine disturb it much less than the wall clock (time spent waiting for a core is not in it). Each timed run
 * starts with an empty young generation ({@link minorGarbageCollection}).
 */
export async function compareRatios(
  tasks: readonly (() => Promise<unknown>)[],
  {
    reference,
    warmup = 30,
    batch = 60,
    minRounds = 120,
    maxRounds = 1200,
    halfWidth = 0.02,
  }: {
    /** The index of the task the others are divided by. */
    reference: number;
    warmup?: number;
    batch?: number;
    minRounds?: number;
    maxRounds?: number;
    halfWidth?: number;
  },
): Promise<RatioComparison> {
  const settle = minorGarbageCollection();
  const rounds = await timeRounds(tasks, { warmup, rounds: minRounds, settle });
  let result = summarise(rounds, tasks.length, reference);
  while (
    rounds.length < maxRounds &&
    result.ratios.some((ratio, task) => task !== reference && relativeHalfWidth(ratio.cpu) > halfWidth)
  ) {
    rounds.push(
      ...(await timeRounds(tasks, {
        warmup: 0,
        rounds: Math.min(batch, maxRounds - rounds.length),
        startRound: rounds.length,
        settle,
      })),
    );
    result = summarise(rounds, tasks.length, reference);
  }
  return result;
}

function summarise(rounds: Timing[][], taskCount: number, reference: number): RatioComparison {
  const column = (task: number, metric: keyof Timing) => rounds.map((round) => round[task]![metric]);
  const tasks = Array.from({ length: taskCount }, (_, task) => task);
  return {
    rounds,
    medians: tasks.map((task) => ({ cpuMs: median(column(task, 'cpuMs')), wallMs: median(column(task, 'wallMs')) })),
    ratios: tasks.map((task) => ({
      cpu: medianRatio(column(task, 'cpuMs'), column(reference, 'cpuMs')),
      wall: medianRatio(column(task, 'wallMs'), column(reference, 'wallMs')),
    })),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
