import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ConsentStore } from '../analytics/consent-store';
import type { ApiClient } from '../api/client';
import type { Environment } from '../api/environment';
import { EngineProvider } from '../context';
import type { ErrorReporter } from '../error-reporting/error-reporter';
import type { BlockRegistry } from '../registry/block-registry';
import type { CookieJar } from '../session/cookies';
import type { Session } from '../session/session';
import { offlineApi } from './offline-api';
import { testRegistry } from './test-registry';

/** A signed-in user as the session knows them. */
export interface TestViewer {
  userId: string;
  uuid: string;
  /** An organisation user's org_id. */
  orgId?: string;
}

/** A signed-in member (demo_buyer's ids in the seed), for tests where who it is does not matter. */
export const MEMBER: TestViewer = { userId: '1001', uuid: 'user-1001' };

export interface EngineTestOptions {
  /** Where the memory router starts (default '/'); `location.history` records where the test went. */
  path?: string;
  /** The signed-in user; a guest when absent. */
  signedInAs?: TestViewer;
  /** The API (`fakeApi(routes).api`); by default every call fails, for components that must not fetch. */
  api?: ApiClient;
  /** The block registry (default: the test registry, a simple plugin per layout). */
  blocks?: BlockRegistry;
  environment?: Environment;
  queryClient?: QueryClient;
  track?: (eventType: string, properties?: Record<string, unknown>) => void;
  /** The visit's cookies (a browserCookieJar() reads jsdom's document.cookie); none when absent. */
  cookies?: CookieJar;
  /** The visitor's session, where sign-in stores tokens: the one given to `fakeApi(routes, {session})`. */
  session?: Session;
  /** The visit's privacy consent (`createConsentStore`); no privacy controls when absent. */
  consent?: ConsentStore;
  /** Where caught errors are reported (the error page, block boundaries); the console when absent. */
  errorReporter?: ErrorReporter;
}

/** A QueryClient with the app's defaults (spec §9: no retry, staleTime 300000). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } });
}

let hosts: ReactNode = null;

/**
 * What every test render mounts beside the UI, as the host mounts it beside every page (the account modal host: the
 * dom tests' setup file sets it, since engine/ may not import ui/).
 */
export function setTestHosts(node: ReactNode): void {
  hosts = node;
}

/**
 * Renders `ui` as the host renders a page: a Jotai store, a memory router at `path`, the query client, the engine
 * context and the hosts. `rerender` keeps them.
 */
export function renderWithEngine(ui: ReactElement, options: EngineTestOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const engine = {
    api: options.api ?? offlineApi(),
    blocks: options.blocks ?? testRegistry,
    signedIn: options.signedInAs !== undefined,
    viewer: options.signedInAs,
    environment: options.environment ?? 'development',
    track: options.track ?? (() => {}),
    cookies: options.cookies,
    session: options.session,
    consent: options.consent,
    errorReporter: options.errorReporter,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <QueryClientProvider client={queryClient}>
          <EngineProvider value={engine}>
            {children}
            {hosts}
          </EngineProvider>
        </QueryClientProvider>
      </Router>
    </JotaiProvider>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, queryClient, location };
}
