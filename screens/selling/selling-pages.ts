/**
 * The seller dashboard's pages (spec §2.1, §2.12): the path after `/selling` of each page that is served, in the
 * navigation's order. Only the paths: the client entry carries this list (screens/index.ts), so each page's title
 * and component live in `pages.ts`, which loads with the screen; its type makes both lists agree.
 */
export const SELLING_PAGES = [
  '',
  'cashout',
  'create',
  'create/bank',
  'create/completed',
  'edit/contact',
  'edit/bank',
  'w9',
  'documents',
  'inform_act',
] as const;

export type SellingPage = (typeof SELLING_PAGES)[number];

/** The served page a path names, or undefined (the screen's path matches served pages only). */
export function sellingPageOf(path: string): SellingPage | undefined {
  const page = path.replace(/^\/selling\/?/, '').replace(/\/$/, '');
  return SELLING_PAGES.find((served) => served === page);
}

export const sellingPath = (page: SellingPage) => (page ? `/selling/${page}` : '/selling');
