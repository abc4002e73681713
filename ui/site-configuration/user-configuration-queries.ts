import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';

/** Loaded on first use: the chrome's queries are in every page's entry, and hydration runs none. */
const userConfigurationSchema = lazySchema(() =>
  import('../../schemas/entities/chrome').then((schemas) => schemas.userConfigurationSchema),
);

/**
 * GET /v1/user_configuration for the signed-in user (none for a guest): the one owner of its key,
 * shared by the header (prefetched with the chrome) and the browse filters (feature slugs).
 */
export const userConfigurationQuery = (api: ApiClient, userId: string | undefined) =>
  queryOptions({
    queryKey: ['chrome', 'user-configuration', userId],
    queryFn: () => api.get('/v1/user_configuration', { schema: userConfigurationSchema }),
    enabled: userId !== undefined,
  });
