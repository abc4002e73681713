import { describe, expect, it } from 'vitest';
import { median, medianInterval, medianRatio, orderings, relativeHalfWidth, timeRounds } from './measure';

describe('orderings', () => {
  it('lists every order of the tasks once', () => {
    const orders = orderings(3);
    expect(orders).toHaveLength(6);
    expect(new Set(orders.map((order) => order.join(''))).size).toBe(6);
    for (const order of orders) expect([...order].sort()).toEqual([0, 1, 2]);
  });

  it('puts each task in each position, and before each other task, equally often', () => {
    const orders = orderings(3);
    for (let task = 0; task < 3; task++) {
      for (let position = 0; position < 3; position++)
        expect(orders.filter((order) => order[position] === task)).toHaveLength(2);
      for (let other = 0; other < 3; other++) {
        if (other === task) continue;
        expect(orders.filter((order) => order.indexOf(task) < order.indexOf(other))).toHaveLength(3);
      }
    }
  });
});

describe('timeRounds', () => {
  it('runs every task once a round, in every order in turn, settling before each timed run', async () => {
    const log: string[] = [];
    const tasks = [0, 1, 2].map((task) => async () => void log.push(`task ${task}`));
    const rounds = await timeRounds(tasks, { warmup: 1, rounds: 6, settle: () => log.push('settle') });
    expect(rounds).toHaveLength(6);
    for (const round of rounds) expect(round).toHaveLength(3);
    const timed = log.slice(3);
    expect(timed.filter((entry) => entry === 'settle')).toHaveLength(18);
    const order = timed.filter((entry) => entry !== 'settle').map((entry) => Number(entry.slice(-1)));
    const perRound = Array.from({ length: 6 }, (_, round) => order.slice(round * 3, round * 3 + 3).join(''));
    expect(new Set(perRound).size).toBe(6);
    timed.forEach((entry, index) => expect(entry).toBe(index % 2 ? `task ${order[(index - 1) / 2]}` : 'settle'));
  });
});

/** A seeded uniform random source (mulberry32), so the tests draw the same numbers every run. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('medianInterval', () => {
  it('gives the median and the order statistics around it', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    // n = 100: ranks 50 ∓ 9.8 → the 40th and the 61st smallest.
    expect(medianInterval(values)).toEqual({ median: 50.5, low: 40, high: 61, count: 100 });
  });

  it('holds the true median in about 95 % of samples, even from a long-tailed distribution', () => {
    const random = randomSource(20);
    // Exponential timings around a floor, median 10 + ln 2: a render's time under load has such a tail.
    const trueMedian = 10 + Math.log(2);
    let held = 0;
    const samples = 2000;
    for (let sample = 0; sample < samples; sample++) {
      const values = Array.from({ length: 120 }, () => 10 - Math.log(1 - random()));
      const { low, high } = medianInterval(values);
      if (low <= trueMedian && trueMedian <= high) held++;
    }
    expect(held / samples).toBeGreaterThan(0.93);
    expect(held / samples).toBeLessThan(0.98);
  });

  it('narrows as the sample grows', () => {
    const random = randomSource(7);
    const draw = (n: number) => Array.from({ length: n }, () => 1 + random() / 5);
    expect(relativeHalfWidth(medianInterval(draw(1000)))).toBeLessThan(relativeHalfWidth(medianInterval(draw(100))));
  });
});

describe('medianRatio', () => {
  it("cancels what a round's load does to both renders alike", () => {
    const random = randomSource(3);
    const load = Array.from({ length: 200 }, () => 1 + 3 * random());
    const handWritten = load.map((factor) => 10 * factor);
    const pageView = load.map((factor) => 10.4 * factor);
    const ratio = medianRatio(pageView, handWritten);
    expect(ratio.median).toBeCloseTo(1.04, 10);
    expect(ratio.low).toBeCloseTo(1.04, 10);
    expect(ratio.high).toBeCloseTo(1.04, 10);
    // The medians of each column alone move with the load, and their ratio is only roughly right.
    expect(median(handWritten)).not.toBeCloseTo(10, 0);
  });

  it('refuses columns of different rounds', () => {
    expect(() => medianRatio([1, 2], [1])).toThrow(/same rounds/);
  });
});
