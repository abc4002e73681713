import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { pagingSchema } from './paging';

/** The two sides of the inbox (spec §2.11): swaps the user sells in, and swaps the user buys in. */
export const INBOX_TYPES = ['sell', 'buy'] as const;
export const inboxTypeSchema = z.enum(INBOX_TYPES);

/**
 * The sidebar folders of spec §2.11, in their order, with their names. 'disputes' holds 'disputed'
 * as a child: both are scopes of their own.
 */
export const INBOX_FOLDERS = [
  { slug: 'all', name: 'All' },
  { slug: 'active_auctions', name: 'Active Auctions' },
  { slug: 'negotiations', name: 'Negotiations' },
  { slug: 'printed_label', name: 'Printed Label' },
  { slug: 'shipped', name: 'Shipped' },
  { slug: 'completed', name: 'Completed' },
  { slug: 'disputes', name: 'Disputes', children: [{ slug: 'disputed', name: 'Disputed' }] },
  { slug: 'archived', name: 'Archived' },
  { slug: 'recent_favorites', name: 'Recent Favorites' },
  { slug: 'starred', name: 'Starred' },
] as const;

/** Every folder, children after their parent: the scopes GET /v2/swaps takes, in sidebar order. */
export const INBOX_FOLDER_LIST: readonly { slug: InboxScope; name: string }[] = INBOX_FOLDERS.flatMap((folder) => [
  folder,
  ...('children' in folder ? folder.children : []),
]);

/** recent_favorites holds swaps whose item the buyer favourited within this many days. */
export const RECENT_FAVORITES_DAYS = 30;

export const INBOX_SCOPES = [
  'all',
  'active_auctions',
  'negotiations',
  'printed_label',
  'shipped',
  'completed',
  'disputes',
  'disputed',
  'archived',
  'recent_favorites',
  'starred',
] as const;
export const inboxScopeSchema = z.enum(INBOX_SCOPES);

/** The filter chips of a folder (spec §2.11, §4.6): each narrows the list; one at a time. */
export const INBOX_FILTERS = [
  { slug: 'unread', name: 'Unread' },
  { slug: 'offers', name: 'Offers' },
  { slug: 'purchased', name: 'Purchased' },
] as const;
export const inboxFilterSchema = z.enum(['unread', 'offers', 'purchased']);

/** Orders of the list: newest activity first (the default, spec §2.11), oldest first, unread first. */
export const INBOX_SORTS = [
  { slug: 'newest', name: 'Newest' },
  { slug: 'oldest', name: 'Oldest' },
  { slug: 'unread', name: 'Unread first' },
] as const;
export const inboxSortSchema = z.enum(['newest', 'oldest', 'unread']);

interface SwapCountsEntryShape {
  slug: string;
  name: string;
  unread: boolean;
  unread_count: number;
  children: SwapCountsEntryShape[];
}

/**
 * A 'Swap counts entry' (spec §3): slug, name, unread and the nested children. `unread_count` (our
 * addition) is the number the sidebar shows. GET /v2/swaps/counts answers the 'sell' and 'buy'
 * entries, carrying each side's unread flag; the asked-for side holds its folders as children.
 */
export const swapCountsEntrySchema: z.ZodType<SwapCountsEntryShape> = z.lazy(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    unread: z.boolean(),
    unread_count: z.number().int().nonnegative(),
    children: z.array(swapCountsEntrySchema),
  }),
);
export const swapCountsSchema = z.array(swapCountsEntrySchema);

/**
 * A 'Swap (inbox entry)' of spec §3. `label` is derived from the swap's own state (its stage, else
 * its latest offer); `latest_message` is the newest line of its thread (a message or the server's
 * notice), null when there is none. `archived` (our addition): the caller archived it.
 */
export const swapInboxEntrySchema = z.object({
  id: idSchema,
  updated_at: dateTimeSchema,
  unread: z.boolean(),
  starred: z.boolean(),
  archived: z.boolean(),
  item: z.object({ id: idSchema, name: z.string(), primary_image: z.object({ edge_url: z.string() }).nullable() }),
  buyer: z.object({ username: z.string() }),
  seller: z.object({ username: z.string() }),
  latest_message: z.object({ body: z.string() }).nullable(),
  label: z.string(),
});

export const inboxFilterCountSchema = z.object({
  slug: inboxFilterSchema,
  name: z.string(),
  count: z.number().int().nonnegative(),
});

/** 'Swap list' (spec §3): GET /v2/swaps whole, the rows and meta.filters (the chips with counts) and paging. */
export const swapListResponseSchema = z.object({
  data: z.array(swapInboxEntrySchema),
  meta: z.object({ filters: z.array(inboxFilterCountSchema), paging: pagingSchema }),
});

/** PUT /v2/swaps/{id}/star and /unstar. */
export const swapStarSchema = z.object({ id: idSchema, starred: z.boolean() });
/** PUT /v2/swaps/{id}/archive and /unarchive. */
export const swapArchiveSchema = z.object({ id: idSchema, archived: z.boolean() });
/** POST /v1/swaps/read: how many swaps of the folder were unread and are read now. */
export const swapsReadSchema = z.object({ read: z.number().int().nonnegative() });

export type InboxType = z.infer<typeof inboxTypeSchema>;
export type InboxScope = z.infer<typeof inboxScopeSchema>;
export type InboxFilter = z.infer<typeof inboxFilterSchema>;
export type InboxSort = z.infer<typeof inboxSortSchema>;
export type SwapCountsEntry = z.infer<typeof swapCountsEntrySchema>;
export type SwapInboxEntry = z.infer<typeof swapInboxEntrySchema>;
export type InboxFilterCount = z.infer<typeof inboxFilterCountSchema>;
export type SwapListResponse = z.infer<typeof swapListResponseSchema>;
