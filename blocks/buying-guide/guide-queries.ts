import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import type { BuyingGuidePage } from '../../schemas/cms/buying-guide';
import type { SafeHtml } from '../../ui/cms/sanitize-html';
import type { SafeSection } from '../../ui/cms/sections';

/** A buying guide ready to render: the page, its review and FAQ HTML sanitised. */
export interface GuideData {
  page: BuyingGuidePage;
  reviewHtml: SafeHtml | null;
  faq: SafeSection[];
}

/**
 * GET /cms/v2/pages/buying_guide/{slug}, sanitised inside the query (so SSR does it once). The key is known at
 * once; the fetching code (guide-fetch.ts, with the sanitiser) loads when the query first runs.
 */
export function buyingGuideQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['cms-buying-guide', slug],
    queryFn: async (): Promise<GuideData> => (await import('./guide-fetch')).fetchBuyingGuide(api, slug),
  });
}
