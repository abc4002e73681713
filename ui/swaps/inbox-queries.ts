import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEngine, type ApiClient } from '../../engine';
import {
  swapArchiveSchema,
  swapCountsSchema,
  swapListResponseSchema,
  swapsReadSchema,
  swapStarSchema,
  type InboxScope,
  type InboxSort,
  type InboxType,
} from '../../schemas/entities/inbox';
import type { SwapListParams } from '../../schemas/requests/inbox';
import type { InboxLocation } from './inbox-location';
import { SWAPS_BADGE_KEY } from './swaps-badge';

/** Every inbox query of a user starts with this key: a star or a read refreshes them all. */
const inboxKey = (userId: string) => ['inbox', userId] as const;

/** GET /v2/swaps/counts?type: both sides' unread flags, the folders of `type` with unread counts. */
export function swapCountsQuery(api: ApiClient, userId: string, type: InboxType) {
  return queryOptions({
    queryKey: [...inboxKey(userId), 'counts', type],
    queryFn: () => api.get('/v2/swaps/counts', { query: { type }, schema: swapCountsSchema }),
  });
}

/** The unread dots of both tabs and the unread count of each folder of `type` (none until the counts arrive). */
export function useInboxCounts(
  userId: string,
  type: InboxType,
): { unreadSides: Record<InboxType, boolean>; unreadFolders: ReadonlyMap<string, number> } {
  const { api } = useEngine();
  const sides = useQuery(swapCountsQuery(api, userId, type)).data ?? [];
  const unreadSide = (side: InboxType) => sides.find((entry) => entry.slug === side)?.unread ?? false;
  const folders =
    sides.find((entry) => entry.slug === type)?.children.flatMap((folder) => [folder, ...folder.children]) ?? [];
  return {
    unreadSides: { sell: unreadSide('sell'), buy: unreadSide('buy') },
    unreadFolders: new Map(folders.map((folder) => [folder.slug, folder.unread_count])),
  };
}

/**
 * The list call's parameters of a location: the first page of the quick inbox and any page of the inbox share cache
 * entries.
 */
export function swapListParams(
  { type, scope, page, q, filter }: InboxLocation,
  sort: InboxSort,
  pageSize: number,
): SwapListParams & { sort: InboxSort } {
  return { type, scope, page, page_size: pageSize, sort, q: q || undefined, filter: filter ?? undefined };
}

/**
 * GET /v2/swaps, whole (spec §3 'Swap list': the rows, meta.filters and paging); the last page stays shown while the
 * next loads.
 */
export function swapListQuery(api: ApiClient, userId: string, params: SwapListParams & { sort: InboxSort }) {
  return queryOptions({
    queryKey: [...inboxKey(userId), 'list', params],
    queryFn: () => api.get('/v2/swaps', { query: params, full: true, schema: swapListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes the inbox's lists and counts, and with `badge` the header's Inbox badge. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  const { viewer } = useEngine();
  return async ({ badge }: { badge: boolean }) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: inboxKey(viewer?.userId ?? '') }),
      badge ? queryClient.invalidateQueries({ queryKey: SWAPS_BADGE_KEY }) : null,
    ]);
  };
}

/** PUT /v2/swaps/{id}/star or /unstar (spec §4.6). */
export function useStarSwap() {
  const { api } = useEngine();
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, starred }: { id: number; starred: boolean }) =>
      api.put(`/v2/swaps/${id}/${starred ? 'star' : 'unstar'}`, {}, { schema: swapStarSchema }),
    onSuccess: () => refresh({ badge: false }),
  });
}

/**
 * PUT /v2/swaps/{id}/archive or /unarchive: the swap moves into or out of the caller's Archived folder (the inbox
 * rows and the swap page both use it); the inbox's lists and counts refresh.
 */
export function useArchiveSwap() {
  const { api } = useEngine();
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      api.put(`/v2/swaps/${id}/${archived ? 'archive' : 'unarchive'}`, {}, { schema: swapArchiveSchema }),
    onSuccess: () => refresh({ badge: false }),
  });
}

/**
 * POST /v1/swaps/read?type&scope (spec §4.6, §7.3 "with params type, scope"): the folder is read; the badge
 * counts again.
 */
export function useMarkFolderRead() {
  const { api } = useEngine();
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ type, scope }: { type: InboxType; scope: InboxScope }) =>
      api.post('/v1/swaps/read', {}, { query: { type, scope }, schema: swapsReadSchema }),
    onSuccess: () => refresh({ badge: true }),
  });
}
