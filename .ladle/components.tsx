import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { blocks } from '../blocks';
import { EngineProvider, type EngineContextValue } from '../engine';
import '../host/styles/tokens.css';
import { storyApi } from '../stories/offline-api';
import '../host/styles/base.css';

const engine: EngineContextValue = {
  api: storyApi,
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
