import type { ScreenPrefetch } from '../../engine';
import { legalPageQuery, type LegalSlug } from './legal-queries';

export function prefetchLegal(slug: LegalSlug): ScreenPrefetch {
  return async ({ api, queryClient }) => {
    await queryClient.fetchQuery(legalPageQuery(api, slug));
  };
}
