import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import { insightsSchema } from '../../../schemas/entities/insights';
import { offerSchema } from '../../../schemas/entities/swap';

/** The insights queries' keys: every cached answer of one item sits under `item(id)`. */
export const insightsKeys = {
  item: (itemId: number) => ['item-insights', itemId] as const,
};

/**
 * GET /v1/items/{id}/insights (spec §7.9: item id, swap id, selected detail slugs): the figures, priced
 * by the chosen details; each choice is its own cache entry, so toggling a filter back is instant.
 */
export const insightsQuery = (
  api: ApiClient,
  itemId: number,
  swapId: number | null,
  /** null: the details the value guide asks for first (the server's default); [] none. */
  details: readonly string[] | null,
) =>
  queryOptions({
    queryKey: [...insightsKeys.item(itemId), { swapId, details: details === null ? 'required' : [...details].sort() }],
    queryFn: () =>
      api.get(`/v1/items/${itemId}/insights`, {
        // `details[]=` alone asks for no detail filter at all.
        query: { swap_id: swapId, details: details === null ? null : details.length > 0 ? [...details] : [''] },
        schema: insightsSchema,
      }),
    placeholderData: (previous) => previous,
  });

/** GET /v1/items/{id}/offers (spec §7.3): the item's offers, newest first — the Recent Offers table. */
export const itemOffersQuery = (api: ApiClient, itemId: number) =>
  queryOptions({
    queryKey: [...insightsKeys.item(itemId), 'offers'],
    queryFn: () => api.get(`/v1/items/${itemId}/offers`, { schema: offerSchema.array() }),
  });
