import type { BaseBlock } from '../block';

/** The category a block's popular_models tiles list models of (zod-free: block data code reads it too). */
export function modelsCategoryId(block: Pick<BaseBlock, 'query' | 'category'>): number | undefined {
  return block.query?.category_id ?? block.category?.id;
}
