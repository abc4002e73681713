import { defineBlock } from '../../engine';

/** brand-collection: brand cards, then 'See More Brands' (spec §2.7). */
export const brandCollectionBlock = defineBlock({
  layout: 'brand-collection',
  load: () => import('./BrandCollection'),
});
