import type { DehydratedState } from '@tanstack/react-query';
import type { Environment } from '../../engine/api/environment';
import type { Outcome } from './outcome';

/** What the server hands the browser to hydrate the same tree: read as window.__KS_BOOT__. */
export interface Boot {
  environment: Environment;
  /** The server's query cache, so hydration needs no refetch. */
  dehydratedState: DehydratedState;
  /** How the server's render ended (a 404 or error page is hydrated as such). */
  outcome: Outcome;
  /** Development only: the module scripts Vite needs before the app (HMR client, React refresh). */
  devScripts: string[];
}

declare global {
  interface Window {
    __KS_BOOT__?: Boot;
  }
}

/** Serialises the boot object into a script body, safe inside <script> (no '</script>' breakout). */
export function bootScript(boot: Boot): string {
  return `window.__KS_BOOT__=${JSON.stringify(boot).replace(/</g, '\\u003c')}`;
}
