import { defineBlock } from '../../engine';

/**
 * item-grid-recently-viewed: the browser's recently viewed items. Its ids live in local storage, which
 * the server cannot read, so it has no server-prefetched `data`: the component fetches after mount.
 */
export const itemGridRecentlyViewedBlock = defineBlock({
  layout: 'item-grid-recently-viewed',
  load: () => import('./RecentlyViewed'),
});

/** item-grid-shaped-v1: the personalised feed of a signed-in user (rank, then item search). */
export const itemGridShapedV1Block = defineBlock({
  layout: 'item-grid-shaped-v1',
  load: () => import('./ShapedFeed'),
});
