import { defineBlock } from '../../engine';

/** user-feed: the active sellers of a category, with follow buttons. */
export const userFeedBlock = defineBlock({
  layout: 'user-feed',
  load: () => import('./UserFeed'),
});
