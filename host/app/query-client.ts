import { QueryClient } from '@tanstack/react-query';

/** The app's QueryClient with the defaults of spec §9: no retry, stale after 300000 ms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } });
}
