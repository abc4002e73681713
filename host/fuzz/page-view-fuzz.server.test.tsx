import { describe, expect, it } from 'vitest';
import { runPageViewFuzz } from './page-view-fuzz';

/**
 * `npm test` runs a small sample from a fixed seed, so a red run is a regression and not a draw;
 * `npm run fuzz:pages` sets FUZZ_PAGE_VIEWS=10000 and draws a new seed (FUZZ_SEED replays one).
 */
const runs = Number(process.env.FUZZ_PAGE_VIEWS ?? 25);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_PAGE_VIEWS ? undefined : 20261125;

describe('page-view fuzzer (issue 14 7(a))', () => {
  it(
    `renders ${runs} generated and mutated page views through <PageView> and the routes with no failed page`,
    async () => {
      const report = await runPageViewFuzz({
        runs,
        seed,
        onProgress: (counts) => console.log(`[fuzz:pages] ${JSON.stringify(counts)}`),
      });
      const { failures, ...counts } = report;
      console.log(`[fuzz:pages] ${JSON.stringify(counts)}`);
      expect(failures).toEqual([]);
      expect(report.pages).toBe(runs);
      expect(report.routePages).toBe(runs);
    },
    Math.max(60_000, runs * 1_000),
  );
});
