import { useQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine';
import { userConfigurationQuery } from '../site-configuration/user-configuration-queries';

/**
 * The signed-in user's feature slugs (spec §6), from the chrome's user configuration query, so both
 * share one request and cache entry; none for a guest.
 */
export function useFeatures(): readonly string[] {
  const { api, viewer } = useEngine();
  return useQuery(userConfigurationQuery(api, viewer?.userId)).data?.features ?? [];
}
