import { defineBlock } from '../../engine';

/** trending-searches: popular searches, each a link to its results (spec §2.7). */
export const trendingSearchesBlock = defineBlock({
  layout: 'trending-searches',
  load: () => import('./TrendingSearches'),
});
