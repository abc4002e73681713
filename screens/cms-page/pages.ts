/** A site page that is one CMS page view, by its path. */
export interface CmsPage {
  /** The page view's slug (GET /v1/page_views/{slug}). */
  slug: string;
  /** The document title; null for the site's own title (home). */
  title: string | null;
  description?: string;
}

export const CMS_PAGES = {
  '/': { slug: 'home', title: null },
  '/sell-now': {
    slug: 'sell-now',
    title: 'How to Sell',
    description: 'List your sports gear for free, ship it with a prepaid label and get paid when the buyer accepts it.',
  },
} as const satisfies Record<string, CmsPage>;

export type CmsPagePath = keyof typeof CMS_PAGES;

const CMS_PAGE_BY_PATH = new Map<string, CmsPage>(Object.entries(CMS_PAGES));

/** The page at `path`; unknown paths have none (the screens only mount the paths above). */
export function cmsPageAt(path: string): CmsPage | undefined {
  return CMS_PAGE_BY_PATH.get(path);
}
