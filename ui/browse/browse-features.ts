import { useQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import { userConfigurationSchema } from '../../schemas/entities/chrome';

/**
 * The signed-in user's feature slugs (spec §6), from GET /v1/user_configuration under the query
 * key the chrome uses for it, so both share one request and cache entry; none for a guest.
 */
export function useFeatures(): readonly string[] {
  const { api, viewer } = useEngine();
  return (
    useQuery({
      queryKey: ['chrome', 'user-configuration', viewer?.userId],
      queryFn: () => api.get('/v1/user_configuration', { schema: userConfigurationSchema }),
      enabled: viewer !== undefined,
    }).data?.features ?? []
  );
}
