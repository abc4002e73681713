import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { blocks } from '../blocks';
import { EngineProvider, type EngineContextValue } from '../engine';
import { offlineApi } from '../engine/testing';
import '../host/styles/tokens.css';
import '../host/styles/base.css';

/**
 * A guest's engine. Its API is the real client with a fetch that always fails (Ladle has no server): stories whose
 * blocks load data give them routes (WithRoutes in stories/BlockStory.tsx) or a lander prefill (page-view.stories.tsx).
 */
const engine: EngineContextValue = {
  api: offlineApi(),
  environment: 'development',
  signedIn: false,
  blocks,
  track: () => {},
};

/** Wraps every story in the providers the host gives a page (a guest, in development). */
export const Provider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={engine}>
        <Suspense fallback={null}>{children}</Suspense>
      </EngineProvider>
    </QueryClientProvider>
  );
};
