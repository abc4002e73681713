import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ApiClient } from '../api/client';
import type { Environment } from '../api/environment';
import { EngineProvider } from '../context';
import type { BlockRegistry } from '../registry/block-registry';
import type { CookieJar } from '../session/cookies';

export interface EngineTestOptions {
  /** The registry under test (blocks/index.ts in most tests). */
  blocks: BlockRegistry;
  /** The API client; tests of blocks that fetch pass one whose fetch answers from fixtures. */
  api: ApiClient;
  signedIn?: boolean;
  /** The signed-in user; given alone it also sets signedIn. */
  viewer?: { userId: string; uuid: string };
  environment?: Environment;
  queryClient?: QueryClient;
  track?: (eventType: string, properties?: Record<string, unknown>) => void;
  /** The visit's cookies (a browserCookieJar() reads jsdom's document.cookie); none when absent. */
  cookies?: CookieJar;
}

/** A QueryClient with the app's defaults (spec §9: no retry, staleTime 300000). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } });
}

/** Renders `ui` inside the providers the host gives every page. */
export function renderWithEngine(
  ui: ReactElement,
  options: EngineTestOptions,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? testQueryClient();
  const value = {
    api: options.api,
    blocks: options.blocks,
    signedIn: options.signedIn ?? options.viewer !== undefined,
    viewer: options.viewer,
    environment: options.environment ?? 'development',
    track: options.track ?? (() => {}),
    cookies: options.cookies,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={value}>{ui}</EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
