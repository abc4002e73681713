import { z } from 'zod';
import { blockSchema, itemSearchBlockQuerySchema } from '../block';

/** Fields shared by the item-grid layouts: the item-search query is required. */
const itemGridFields = { query: itemSearchBlockQuerySchema };

/** item-grid-1-row: one row of items from the block query (4 on mobile, 6 on desktop). */
export const itemGrid1RowBlockSchema = blockSchema.extend({
  layout: z.literal('item-grid-1-row'),
  ...itemGridFields,
});

/** item-grid-2-rows: two rows of items from the block query (8 on mobile, 12 on desktop). */
export const itemGrid2RowsBlockSchema = blockSchema.extend({
  layout: z.literal('item-grid-2-rows'),
  ...itemGridFields,
});

/** item-grid-horizontal-scroll: one scrolling row of items, stepped 600 px by arrow buttons. */
export const itemGridHorizontalScrollBlockSchema = blockSchema.extend({
  layout: z.literal('item-grid-horizontal-scroll'),
  ...itemGridFields,
});
