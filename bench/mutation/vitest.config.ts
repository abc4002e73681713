import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The node project of vite.config.ts alone, for StrykerJS (bench/mutation/stryker.config.mjs): the runner
 * has no project filter, and the DOM projects would only slow its start. Keep it in step with the `node`
 * project there (environment, global setup, shared module registry, time-outs).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
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
  },
});
