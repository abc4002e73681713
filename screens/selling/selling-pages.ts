/**
 * The seller dashboard's pages (spec §2.1, §2.12), in the navigation's order: the path after `/selling` and
 * the page's title. A page is served once it is listed here and in `SellingScreen.tsx`'s `PAGES` (the type
 * makes both agree). Plain data: the screen list in the client entry imports it, so it carries no component.
 */
export const SELLING_PAGES = [
  { page: '', title: 'Seller Dashboard' },
  { page: 'cashout', title: 'Cash Out' },
] as const;

export type SellingPage = (typeof SELLING_PAGES)[number]['page'];

/** The listed page a path names, or undefined (the screen's path matches listed pages only). */
export function sellingPageOf(path: string) {
  const page = path.replace(/^\/selling\/?/, '').replace(/\/$/, '');
  return SELLING_PAGES.find((listed) => listed.page === page);
}

export const sellingPath = (page: SellingPage) => (page ? `/selling/${page}` : '/selling');
