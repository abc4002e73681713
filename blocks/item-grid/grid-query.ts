import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { BlockDataContext, BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { Item } from '../../schemas/entities/item';
import { itemListSchema, itemSearchQuery, type ItemSearchParams } from '../../ui/item/item-search-query';

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
 * else an item search. Prefilled data is the query's initial data and never goes stale, and its
 * query function returns the prefill too, so a prefilled grid never fetches; its key holds the
 * block id and the item ids, so two prefills never share a cache entry.
 */
export function itemGridQuery(block: ItemGridBlock, { api, prefill }: BlockDataContext): BlockDataQuery<Item[]> {
  const params = itemGridParams(block);
  const prefilled = prefillItems(prefill);
  if (prefilled) {
    const queryKey: QueryKey = ['items', 'prefill', block.id, prefilled.map((item) => item.id)];
    return queryOptions({
      queryKey,
      queryFn: () => prefilled,
      initialData: prefilled,
      staleTime: Infinity,
    });
  }
  return itemSearchQuery(api, params);
}

function prefillItems(prefill: readonly unknown[] | undefined): Item[] | null {
  if (!prefill || prefill.length === 0) return null;
  const parsed = itemListSchema.safeParse(prefill);
  return parsed.success ? parsed.data : null;
}
