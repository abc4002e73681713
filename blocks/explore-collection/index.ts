import { defineBlock } from '../../engine';

/** explore-collection: 12 tiles (5 on mobile), the rest behind 'Show More' (spec §2.7, §9). */
export const exploreCollectionBlock = defineBlock({
  layout: 'explore-collection',
  load: () => import('./ExploreCollection'),
});
