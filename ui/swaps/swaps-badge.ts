import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';

/** Loaded on first use: the chrome's queries are in every page's entry, and hydration runs none. */
const swapsBadgeSchema = lazySchema(() =>
  import('../../schemas/entities/chrome').then((schemas) => schemas.swapsBadgeSchema),
);

/**
 * The query key of the header's Inbox badge (GET /v1/swaps/badge, spec §2.3, §7.3), one entry per
 * signed-in user under this prefix. In ui/ because the chrome reads the badge, and the swap page and
 * the inbox refresh it (invalidate the prefix) after marking swaps read.
 */
export const SWAPS_BADGE_KEY = ['chrome', 'swaps-badge'] as const;

export const swapsBadgeQueryKey = (userId: string | undefined) => [...SWAPS_BADGE_KEY, userId] as const;

/** GET /v1/swaps/badge: the signed-in user's unread swaps count (none for a guest). */
export const swapsBadgeQuery = (api: ApiClient, userId: string | undefined) =>
  queryOptions({
    queryKey: swapsBadgeQueryKey(userId),
    queryFn: () => api.get('/v1/swaps/badge', { schema: swapsBadgeSchema }),
    enabled: userId !== undefined,
  });
