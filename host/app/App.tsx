import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { EngineProvider, type EngineContextValue, type ScreenRegistry } from '../../engine';
import { AccountModalHost } from '../../ui/accounts/account-modal';
import { GuestCartMerge } from '../../ui/cart/GuestCartMerge';
import type { Outcome } from './outcome';
import { Routes } from './Routes';
import { useLiveEngine } from './use-live-engine';

export interface AppProps {
  queryClient: QueryClient;
  engine: EngineContextValue;
  screens: ScreenRegistry;
  outcome: Outcome;
  /** On the server: the requested path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The app: providers, then the routes. The same tree renders on the server and hydrates in the browser. */
export function App({ queryClient, engine, screens, outcome, ssrPath, ssrSearch }: AppProps) {
  // The page counts as hydrated once its content is (Routes renders a HydratedMark beside it); the parts whose
  // hydration was deferred (off screen) follow when near the screen or when the browser is idle.
  const liveEngine = useLiveEngine(engine);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <EngineProvider value={liveEngine}>
          <GuestCartMerge />
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <Routes screens={screens} outcome={outcome} />
            <AccountModalHost />
          </Router>
        </EngineProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
