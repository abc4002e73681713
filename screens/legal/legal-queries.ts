import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { legalPageSchema } from '../../schemas/cms/cms';
import { sanitizeHtml } from '../../ui/cms/sanitize-html';

/** The legal documents: each is the CMS page of type 'legal' with this slug, at /{slug}. */
export const LEGAL_SLUGS = ['terms', 'privacy'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** The slug of the legal page at `path`, or undefined for any other path. */
export function legalSlugAt(path: string): LegalSlug | undefined {
  return LEGAL_SLUGS.find((slug) => `/${slug}` === path);
}

/** A section's anchor: its title in lower case, words joined by '-'. */
export function sectionAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A legal page with each section's HTML sanitised (in the query, so SSR does it once). */
export function legalPageQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['cms-legal', slug],
    queryFn: async () => {
      const page = await api.get(`/cms/v2/pages/legal/${slug}`, { schema: legalPageSchema });
      const sections = await Promise.all(
        page.fields.sections.map(async ({ title, content }) => ({
          title,
          anchor: sectionAnchor(title),
          html: await sanitizeHtml(content),
        })),
      );
      return { title: page.fields.title, intro: page.fields.intro, updatedAt: page.updated_at, sections };
    },
  });
}
