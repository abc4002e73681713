/**
 * The query key of the header's Inbox badge (GET /v1/swaps/badge, spec §2.3, §7.3), one entry per
 * signed-in user under this prefix. In ui/ because the chrome reads the badge, and the swap page and
 * the inbox refresh it (invalidate the prefix) after marking swaps read.
 */
export const SWAPS_BADGE_KEY = ['chrome', 'swaps-badge'] as const;

export const swapsBadgeQueryKey = (userId: string | undefined) => [...SWAPS_BADGE_KEY, userId] as const;
