import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { siteConfigurationSchema } from '../../schemas/entities/chrome';

/**
 * GET /v1/site_configuration as a TanStack query: the one owner of its key, shared by the header
 * (Pro) and the checkout form (which payment form to draw).
 */
export const siteConfigurationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['chrome', 'site-configuration'],
    queryFn: () => api.get('/v1/site_configuration', { schema: siteConfigurationSchema }),
  });
