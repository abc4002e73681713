import type { ApiClient } from '../../engine';
import { buyingGuidePageSchema } from '../../schemas/cms/buying-guide';
import { sanitizeHtml } from '../../ui/cms/sanitize-html';
import { sanitizeSections } from '../../ui/cms/sections';
import type { GuideData } from './guide-queries';

/**
 * GET /cms/v2/pages/buying_guide/{slug}, sanitised (guide-queries.ts): a lazy chunk, with the sanitiser and the
 * schema, loaded when the query first runs.
 */
export async function fetchBuyingGuide(api: ApiClient, slug: string): Promise<GuideData> {
  const page = await api.get(`/cms/v2/pages/buying_guide/${encodeURIComponent(slug)}`, {
    schema: buyingGuidePageSchema,
  });
  const review = page.fields.review?.content;
  return {
    page,
    reviewHtml: review ? await sanitizeHtml(review) : null,
    faq: await sanitizeSections((page.fields.faqbuying_guide_sections ?? []).map((section) => section.fields)),
  };
}
