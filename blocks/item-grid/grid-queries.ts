import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { BlockDataContext, BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { Item } from '../../schemas/entities/item';
import { itemListSchema, itemSearchQuery, searchItems, type ItemSearchParams } from '../../ui/item/item-search-queries';

/** The layouts this folder renders. */
export type ItemGridLayout = 'item-grid-1-row' | 'item-grid-2-rows' | 'item-grid-horizontal-scroll';
export type ItemGridBlock = BlockOf<ItemGridLayout>;

/** Rows per layout; the horizontal scroll is one row. */
export const ROWS: Readonly<Record<ItemGridLayout, number>> = {
  'item-grid-1-row': 1,
  'item-grid-2-rows': 2,
  'item-grid-horizontal-scroll': 1,
};

/** Spec §2.7 / §9: item grids hold 4×rows items on mobile and 6×rows on desktop. */
export const MOBILE_PER_ROW = 4;
export const DESKTOP_PER_ROW = 6;

/** The item-search parameters of a grid: its CMS query, one desktop screenful, no metadata. */
export function itemGridParams(block: ItemGridBlock): ItemSearchParams {
  return { ...block.query, page_size: DESKTOP_PER_ROW * ROWS[block.layout], include_meta: 0 };
}

/**
 * A grid's data: the items a v2 lander pre-filled it with (spec §2.7) when they all parse as items,
 * else an item search. A prefilled grid's query parses its prefill (the item schema loads on first
 * use, so the entry holds no zod) and never goes stale: the server's render parses it and the page
 * hydrates from that, so the grid fetches only when the prefill is not items. Its key holds the
 * block id and the prefill's ids, so two prefills never share a cache entry.
 */
export function itemGridQuery(block: ItemGridBlock, { api, prefill }: BlockDataContext): BlockDataQuery<Item[]> {
  const params = itemGridParams(block);
  if (!prefill || prefill.length === 0) return itemSearchQuery(api, params);
  const queryKey: QueryKey = ['items', 'prefill', block.id, prefill.map(prefilledId)];
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const parsed = (await itemListSchema.schema()).safeParse(prefill);
      return parsed.success ? parsed.data : searchItems(api, params);
    },
    staleTime: Infinity,
  });
}

/** A prefilled object's id, as far as it has one (the key only tells prefills apart; the query parses them). */
function prefilledId(object: unknown): unknown {
  return typeof object === 'object' && object !== null && 'id' in object ? object.id : null;
}
