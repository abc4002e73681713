import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';
import type { BuyingGuidePage } from '../../schemas/cms/buying-guide';
import { sanitizeHtml, type SafeHtml } from '../../ui/cms/sanitize-html';
import { sanitizeSections, type SafeSection } from '../../ui/cms/sections';

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const buyingGuidePageSchema = lazySchema(() =>
  import('../../schemas/cms/buying-guide').then((schemas) => schemas.buyingGuidePageSchema),
);

/** A buying guide ready to render: the page, its review and FAQ HTML sanitised. */
export interface GuideData {
  page: BuyingGuidePage;
  reviewHtml: SafeHtml | null;
  faq: SafeSection[];
}

/** GET /cms/v2/pages/buying_guide/{slug}, sanitised inside the query (so SSR does it once). */
export function buyingGuideQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['cms-buying-guide', slug],
    queryFn: async (): Promise<GuideData> => {
      const page = await api.get(`/cms/v2/pages/buying_guide/${encodeURIComponent(slug)}`, {
        schema: buyingGuidePageSchema,
      });
      const review = page.fields.review?.content;
      return {
        page,
        reviewHtml: review ? await sanitizeHtml(review) : null,
        faq: await sanitizeSections((page.fields.faqbuying_guide_sections ?? []).map((section) => section.fields)),
      };
    },
  });
}
