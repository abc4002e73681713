import { expect, it } from 'vitest';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { fuzzApi, registeredRoutes } from './api-fuzzer';

/**
 * Requests per driver in `npm test`, from a fixed seed so that a red run is a regression and not
 * a draw (FUZZ_SEED replays another); `npm run fuzz` sends thousands from a new seed each time.
 */
const RUNS = 1000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261125;

describeEachDriver('API fuzzer (issue 14 §7b)', (driver) => {
  const context = useSeededApp(driver);

  it('reaches every registered route', () => {
    const routes = registeredRoutes(context.app).map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /v1/items',
        'POST /v1/users/:uuid/cart/checkout',
        'POST /v1/models/:model_name/rank',
        'POST /iam/v1/verify/email',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(80);
  });

  it(`answers ${RUNS} generated bad requests with no status of 500 or more`, async () => {
    const report = await fuzzApi({ app: context.app, db: context.db, runs: RUNS, seed: SEED });
    expect(report.failures).toEqual([]);
    expect(report.sent).toBe(RUNS);
  }, 120_000);
});
