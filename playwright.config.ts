import { defineConfig } from '@playwright/test';
import { builtServerEnv, CHROMIUM_LAUNCH } from './scripts/harness';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3107);

/** The e2e suite runs the built server (`npm run build` first) on a fresh database in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
  },
  // The after-sale specs move the server clock (e2e/support/clock.ts), which every other spec reads:
  // they run as a project of their own, after all the others are done.
  projects: [
    { name: 'main', testIgnore: /after-sale.*\.spec\.ts$/ },
    { name: 'after-sale', testMatch: /after-sale.*\.spec\.ts$/, dependencies: ['main'] },
  ],
  webServer: {
    command: 'node dist/server/serve.js',
    url: `http://127.0.0.1:${PORT}/api/proxy/main/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...builtServerEnv(PORT, 'e2e'),
      SEED_FIXTURES: 'e2e/fixtures',
      KS_ENV: 'development',
    },
  },
});
