import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The test files in the order the mutation run lists them (KS_MUTATION_TEST_ORDER, set by stryker.config.mjs from a
 * module's `tests`): the route tests first, the module's own tests (where the tests written against its survivors
 * are) last. Vitest stops at the first failing test (the runner's bail), so a mutant killed by a test of the last
 * file survived every test before it: the report's `killedBy` then tells the score before those tests as well.
 */
class ListedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = (process.env.KS_MUTATION_TEST_ORDER ?? '').split(',').filter(Boolean).map(globRegExp);
    const rank = (file: TestSpecification) => {
      const path = relative(root, file.moduleId);
      const index = order.findIndex((pattern) => pattern.test(path));
      return index === -1 ? order.length : index;
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

const globRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/**
 * The node project of vite.config.ts alone, for StrykerJS (bench/mutation/stryker.config.mjs): the runner
 * has no project filter, and the DOM projects would only slow its start. Keep it in step with the `node`
 * project there (environment, global setup, shared module registry, time-outs).
 */
export default defineConfig({
  root,
  test: {
    env: { KS_ENV: 'test' },
    unstubGlobals: true,
    unstubEnvs: true,
    environment: 'node',
    include: ['{server,schemas,scripts,bench}/**/*.test.ts'],
    // One migrated and seeded database per run (PGlite only: the mutation run never sets TEST_DATABASE_URL).
    globalSetup: ['./server/testing/seeded-templates.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: ListedOrder },
  },
});
