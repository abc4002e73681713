/**
 * The query key prefix of the header's Inbox badge (GET /v1/swaps/badge, keyed per user after it):
 * whatever reads or changes a swap's unread state invalidates it, so the count follows.
 */
export const SWAPS_BADGE_KEY = ['chrome', 'swaps-badge'] as const;
