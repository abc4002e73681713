import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the e2e suite (playwright.config.ts) and the benchmarks (bench/) share. */

/** Debian's Chromium, with what a headless run in a container does without (sandbox, GPU, background calls). */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The environment of the built server (`node dist/server/serve.js`, `npm run build` first) on a
 * fresh PGlite database, listening on 127.0.0.1:`port`; `run` names the temporary data directory.
 */
export function builtServerEnv(port: number, run: 'e2e' | 'bench'): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(mkdtempSync(join(tmpdir(), `kitswap-${run}-`)), 'pglite'),
  };
}
