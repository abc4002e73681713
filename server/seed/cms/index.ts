import type { Catalogue } from '../catalogue';
import { seedNowIso } from '../clock';
import type { LanderRow } from '../content/types';
import { blogPosts } from './blog-posts';
import { buyingGuides } from './buying-guides';
import { collectionItems } from './collections';
import { legalPages } from './legal-pages';
import { modelDescriptions, type CmsPageRow } from './model-descriptions';

export { buildNavigationPageView } from './navigation';

/** The headless CMS's rows: pages (buying guides, model descriptions, legal pages), collection items, blog posts. */
export function buildCms(catalogue: Catalogue, landers: LanderRow[]) {
  const updatedAt = seedNowIso();
  const pages: CmsPageRow[] = [
    ...buyingGuides(catalogue).map(({ slug, fields }) => ({
      page_type: 'buying_guide',
      slug,
      fields,
      draft_fields: null,
      updated_at: updatedAt,
    })),
    ...modelDescriptions(catalogue, updatedAt),
    ...legalPages().map(({ slug, fields }) => ({
      page_type: 'legal',
      slug,
      fields,
      draft_fields: null,
      updated_at: updatedAt,
    })),
  ];
  return { cms_pages: pages, cms_collection_items: collectionItems(landers), blog_posts: blogPosts() };
}
