import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { lazySchema, useEngine, type ApiClient } from '../../engine';
import { siteConfigurationQuery } from '../../ui/site-configuration/site-configuration-queries';
import { userConfigurationQuery } from '../../ui/site-configuration/user-configuration-queries';
import { swapsBadgeQuery } from '../../ui/swaps/swaps-badge';
import { activeVacationQuery } from '../../ui/vacation/vacation-queries';

/** Spec §9: the balance is fresh for 500000 ms (the cart's 30 s is ui/cart's). */
const BALANCE_STALE_MS = 500_000;

// Loaded on first use: the chrome is in every page's entry, and hydration runs none of these calls.
const chromeSchemas = () => import('../../schemas/entities/chrome');
const navigationSchema = lazySchema(() => chromeSchemas().then((schemas) => schemas.navigationSchema));
const balanceSchema = lazySchema(() => chromeSchemas().then((schemas) => schemas.balanceSchema));
const saleSchema = lazySchema(() => chromeSchemas().then((schemas) => schemas.saleSchema.nullable()));

export const navigationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['chrome', 'navigation'],
    queryFn: () => api.get('/v1/navigation', { schema: navigationSchema }),
  });

/**
 * The chrome's server-rendered data: the navigation and the sale for everyone; the site and user
 * configuration and the active vacation for a signed-in visitor (the avatar menu and banners). Failures leave the
 * chrome
 * to fetch in the browser: the page itself never fails for them.
 */
export async function prefetchChrome(
  api: ApiClient,
  queryClient: QueryClient,
  userId: string | undefined,
): Promise<void> {
  const queries: Promise<void>[] = [
    queryClient.prefetchQuery(navigationQuery(api)),
    queryClient.prefetchQuery(currentSaleQuery(api)),
  ];
  if (userId !== undefined) {
    queries.push(
      queryClient.prefetchQuery(siteConfigurationQuery(api)),
      queryClient.prefetchQuery(userConfigurationQuery(api, userId)),
      queryClient.prefetchQuery(activeVacationQuery(api, userId)),
    );
  }
  await Promise.all(queries);
}

export function useNavigation() {
  const { api } = useEngine();
  return useQuery(navigationQuery(api)).data ?? [];
}

/** The site configuration; only fetched for a signed-in visitor (Pro availability is all it decides). */
export function useSiteConfiguration() {
  const { api, signedIn } = useEngine();
  return useQuery({ ...siteConfigurationQuery(api), enabled: signedIn }).data;
}

export function useUserConfiguration() {
  const { api, viewer } = useEngine();
  return useQuery(userConfigurationQuery(api, viewer?.userId)).data;
}

const balanceQuery = (api: ApiClient, userId: string | undefined) =>
  queryOptions({
    queryKey: ['chrome', 'balance', userId],
    queryFn: () => api.get('/v1/balance/spendable', { schema: balanceSchema }),
    enabled: userId !== undefined,
    staleTime: BALANCE_STALE_MS,
  });

/** The spendable balance; undefined while loading and when the call fails (the menu hides it). */
export function useBalance() {
  const { api, viewer } = useEngine();
  return useQuery(balanceQuery(api, viewer?.userId)).data?.amount;
}

export function useSwapsBadge() {
  const { api, viewer } = useEngine();
  return useQuery(swapsBadgeQuery(api, viewer?.userId)).data?.badge;
}

export function useActiveVacation() {
  const { api, viewer } = useEngine();
  return useQuery(activeVacationQuery(api, viewer?.userId)).data;
}

const currentSaleQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['chrome', 'sale'],
    queryFn: () => api.get('/v1/sales/current', { schema: saleSchema }),
  });

export function useCurrentSale() {
  const { api } = useEngine();
  return useQuery(currentSaleQuery(api)).data;
}
