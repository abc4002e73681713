import { createContext, useContext, type ReactNode } from 'react';
import type { ConsentStore } from './analytics/consent-store';
import type { ApiClient } from './api/client';
import type { Environment } from './api/environment';
import type { ErrorReporter } from './error-reporting/error-reporter';
import type { BlockRegistry } from './registry/block-registry';
import type { CookieJar } from './session/cookies';
import type { Session, Viewer } from './session/session';

/** What every block and screen may read about the running app. The host provides it. */
export interface EngineContextValue {
  api: ApiClient;
  environment: Environment;
  signedIn: boolean;
  /** Who is signed in (the access token's sub, uuid and org_id, spec §4.4); absent for a guest. */
  viewer?: Viewer;
  blocks: BlockRegistry;
  /**
   * The visitor's session (tokens in cookies): sign-in stores tokens here, sign-out clears them.
   * The host always provides it; tests of pieces that never sign in may leave it out.
   */
  session?: Session;
  /** Records an analytics event (spec §7.7); a no-op for guests, errors ignored. */
  track: (eventType: string, properties?: Record<string, unknown>) => void;
  /**
   * This visit's cookies: the request's while rendering on the server, the browser's after, so a
   * block that depends on a cookie renders the same HTML on both. Absent (tests, stories): none.
   */
  cookies?: CookieJar;
  /**
   * The visit's privacy consent (spec §4.8), which `track` asks before every event and the footer's
   * privacy controls change. The host always provides it; absent (tests, stories): no privacy controls.
   */
  consent?: ConsentStore;
  /**
   * Where caught errors are reported (spec §2.13): the error page and each block's boundary. The browser's is Sentry
   * when a DSN is configured; absent (the server render, tests), the console (`useErrorReporter()`).
   */
  errorReporter?: ErrorReporter;
}

const EngineContext = createContext<EngineContextValue | null>(null);

/** Provides the engine context; the host mounts it once around the routes. */
export function EngineProvider({ value, children }: { value: EngineContextValue; children: ReactNode }) {
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/** The engine context; throws when rendered outside an `<EngineProvider>`. */
export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine() needs an <EngineProvider> above it');
  return value;
}
