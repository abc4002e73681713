// @ts-check
/**
 * Mutation testing of the money and order modules (issue 31): `npm run mutation`, or one module with
 * `MUTATE=ledger npm run mutation` (a key of MODULES, its folder such as `server/ledger`, or one file such as
 * `server/swaps/refunds.ts`). bench/README.md 'Mutation score (StrykerJS)' has the figures and how long a run takes.
 *
 * Each module names the server tests that exercise it, the module's own tests last (bench/mutation/vitest.config.ts
 * runs them in this order, so a mutant that only they kill shows the score without them too). Running every server
 * test for every module would make the first (dry) run 10+ minutes on 2 cores, and Vitest's `related` would pick
 * nearly all of them (every route test imports the whole app). perTest coverage then runs, for each mutant, only the
 * tests that reached it.
 */

/** @type {Record<string, { mutate: string[]; tests: string[] }>} */
const MODULES = {
  ledger: {
    mutate: ['server/ledger/*.ts'],
    tests: ['server/swaps/after-sale-money.test.ts', 'server/swaps/swap-rounds.test.ts', 'server/ledger/*.test.ts'],
  },
  swaps: {
    mutate: ['server/swaps/*.ts'],
    tests: [
      'server/swaps/swap-routes.test.ts',
      'server/swaps/swap-thread.test.ts',
      'server/swaps/after-sale-money.test.ts',
      'server/swaps/swap-rounds.test.ts',
      'server/swaps/offer-holds.test.ts',
      'server/swaps/auctions.test.ts',
      'server/swaps/dispute-evidence.test.ts',
      'server/swaps/counter-offers.test.ts',
      'server/checkout/checkout-payments.test.ts',
      'server/jobs/*.test.ts',
      'server/swaps/*.test.ts',
    ],
  },
  shipping: {
    mutate: ['server/shipping/*.ts'],
    tests: [
      'server/shipping/shipping-routes.test.ts',
      'server/shipping/warehouse-label-routes.test.ts',
      'server/jobs/*.test.ts',
      'server/shipping/*.test.ts',
    ],
  },
  bumps: {
    mutate: ['server/listings/bumps.ts', 'server/listings/bump-routes.ts'],
    tests: ['server/listings/bump-routes.test.ts', 'server/listings/catalog-orders.test.ts'],
  },
  sales: {
    mutate: ['server/sales/sales.ts'],
    tests: ['server/listings/item-management-routes.test.ts', 'server/sales/*.test.ts'],
  },
  'catalog-orders': {
    mutate: ['server/listings/catalog-orders.ts'],
    tests: ['server/listings/catalog-orders.test.ts'],
  },
  imports: {
    mutate: ['server/imports/*.ts'],
    tests: ['server/imports/import-routes.test.ts', 'server/imports/*.test.ts'],
  },
};

const NOT_SOURCE = ['!**/*.test.ts', '!**/fixtures/**'];

/** The modules MUTATE names (all when unset), and the files to mutate when it names one file. */
function selection(asked) {
  if (!asked) return { keys: Object.keys(MODULES), files: null };
  const path = asked.replace(/^\.\//, '').replace(/\/$/, '');
  const key = Object.keys(MODULES).find(
    (name) =>
      name === path ||
      `server/${name}` === path ||
      MODULES[name].mutate.some((glob) => glob === path || glob.startsWith(`${path}/`)),
  );
  if (key) return { keys: [key], files: null };
  const owner = Object.keys(MODULES).find((name) =>
    MODULES[name].mutate.some((glob) => glob.endsWith('/*.ts') && path.startsWith(glob.slice(0, -4))),
  );
  if (owner && path.endsWith('.ts')) return { keys: [owner], files: [path] };
  throw new Error(
    `MUTATE=${asked}: name a module (${Object.keys(MODULES).join(', ')}), its folder or one of its files`,
  );
}

const { keys, files } = selection(process.env.MUTATE);
const name = keys.length === 1 ? keys[0] : 'all';
const testFiles = [...new Set(keys.flatMap((key) => MODULES[key].tests))];
// Read by the sequencer of bench/mutation/vitest.config.ts in Stryker's test processes (they inherit the environment).
process.env.KS_MUTATION_TEST_ORDER = testFiles.join(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './bench/mutation/ignore-sql.mjs'],
  ignorers: ['sql'],
  vitest: { configFile: 'bench/mutation/vitest.config.ts', related: false },
  mutate: [...(files ?? keys.flatMap((key) => MODULES[key].mutate)), ...NOT_SOURCE],
  testFiles,
  coverageAnalysis: 'perTest',
  // A static mutant (module-level code: constants, schemas, the routes' registration) needs a fresh module
  // graph and every test for each one; they are few here and would double the run.
  ignoreStatic: true,
  // Two cores shared with others: one test process by default (STRYKER_CONCURRENCY=2 on an idle machine).
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  // The tests open a copy of a seeded PGlite database per file: a mutant's run is seconds, and the machine is busy.
  timeoutMS: 20_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 20,
  incremental: true,
  incrementalFile: `reports/mutation/incremental-${name}${files ? `-${files[0].replace(/\W+/g, '-')}` : ''}.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'data', 'reports', 'test-results', 'playwright-report', '.ladle-build', 'e2e'],
  thresholds: { high: 85, low: 70, break: null },
};
