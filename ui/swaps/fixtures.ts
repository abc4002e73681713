import type { SwapCountsEntry, SwapInboxEntry, SwapListResponse } from '../../schemas/entities/inbox';

/** Inbox answers for the tests and stories of the inbox page and the quick inbox. */
export const countsFolder = (slug: string, name: string, unread_count = 0): SwapCountsEntry => ({
  slug,
  name,
  unread: unread_count > 0,
  unread_count,
  children: [],
});

/** GET /v2/swaps/counts?type=sell: unread on both sides; All 2, Negotiations 1, Completed 1. */
export const SWAP_COUNTS: SwapCountsEntry[] = [
  {
    ...countsFolder('sell', 'Selling', 2),
    children: [
      countsFolder('all', 'All', 2),
      countsFolder('negotiations', 'Negotiations', 1),
      countsFolder('completed', 'Completed', 1),
      countsFolder('starred', 'Starred'),
    ],
  },
  countsFolder('buy', 'Buying', 1),
];

export const swapEntry = (id: number, overrides: Partial<SwapInboxEntry> = {}): SwapInboxEntry => ({
  id,
  updated_at: '2026-11-20T10:00:00.000Z',
  unread: false,
  starred: false,
  archived: false,
  item: { id: 100 + id, name: `Hockey stick ${id}`, primary_image: { edge_url: `/media/items/${100 + id}/1.svg` } },
  buyer: { username: `buyer${id}` },
  seller: { username: 'demo_seller' },
  latest_message: null,
  label: 'Offer $80 pending',
  ...overrides,
});

/** GET /v2/swaps: an unread swap and a starred purchase, with the three chips. */
export const SWAP_LIST: SwapListResponse = {
  data: [swapEntry(7, { unread: true }), swapEntry(8, { label: 'Purchased', starred: true })],
  meta: {
    filters: [
      { slug: 'unread', name: 'Unread', count: 1 },
      { slug: 'offers', name: 'Offers', count: 1 },
      { slug: 'purchased', name: 'Purchased', count: 1 },
    ],
    paging: { page: 1, page_size: 20, total_count: 2, total_pages: 1 },
  },
};
