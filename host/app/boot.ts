import type { DehydratedState } from '@tanstack/react-query';
import type { ConsentState, Environment } from '../../engine';
import type { Outcome } from './outcome';

/** What the server hands the browser to hydrate the same tree: read as window.__KS_BOOT__. */
export interface Boot {
  environment: Environment;
  /** The server's query cache, so hydration needs no refetch. */
  dehydratedState: DehydratedState;
  /** How the server's render ended (a 404 or error page is hydrated as such). */
  outcome: Outcome;
  /** The privacy consent the server rendered with (spec §4.8), which hydration renders first. */
  consent: ConsentState;
  /** Development only: the module scripts Vite needs before the app (HMR client, React refresh). */
  devScripts: string[];
  /** The error-reporting service's DSN (SENTRY_DSN), when one is configured: errors go there, else to the console. */
  errorReportingDsn?: string;
}

declare global {
  interface Window {
    __KS_BOOT__?: Boot;
  }
}

/**
 * Zod's shared configuration, which it reads when it loads (zod/v4/core/core.js). `jitless`: Zod
 * would otherwise probe `new Function` as its schemas are defined, which the pages' CSP refuses and
 * reports as a violation (Zod then falls back to what jitless does). `z.config()` in a module would
 * run too late: the bundle defines the schemas before the entry module's own code runs.
 */
const ZOD_CONFIG = 'globalThis.__zod_globalConfig={jitless:true};';

/** Serialises the boot object into a script body, safe inside <script> (no '</script>' breakout). */
export function bootScript(boot: Boot): string {
  return `${ZOD_CONFIG}window.__KS_BOOT__=${JSON.stringify(boot).replace(/</g, '\\u003c')}`;
}
