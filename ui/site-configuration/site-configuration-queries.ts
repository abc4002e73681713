import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';

/** Loaded on first use: the chrome's queries are in every page's entry, and hydration runs none. */
const siteConfigurationSchema = lazySchema(() =>
  import('../../schemas/entities/chrome').then((schemas) => schemas.siteConfigurationSchema),
);

/**
 * GET /v1/site_configuration as a TanStack query: the one owner of its key, shared by the header
 * (Pro) and the checkout form (which payment form to draw).
 */
export const siteConfigurationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['chrome', 'site-configuration'],
    queryFn: () => api.get('/v1/site_configuration', { schema: siteConfigurationSchema }),
  });
