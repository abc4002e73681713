import { defineBlock } from '../../engine';

const load = () => import('./ItemGrid');

/** item-grid-1-row: one row of items from the block query (4 on mobile, 6 on desktop). */
export const itemGrid1RowBlock = defineBlock({ layout: 'item-grid-1-row', load });

/** item-grid-2-rows: two rows of items (8 on mobile, 12 on desktop). */
export const itemGrid2RowsBlock = defineBlock({ layout: 'item-grid-2-rows', load });

/** item-grid-horizontal-scroll: one row that scrolls sideways, stepped 600 px by its buttons. */
export const itemGridHorizontalScrollBlock = defineBlock({
  layout: 'item-grid-horizontal-scroll',
  load,
});
