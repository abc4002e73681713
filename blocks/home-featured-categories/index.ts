import { defineBlock } from '../../engine';

/** home-featured-categories: category cards, 8 on desktop, a swipeable row on mobile (spec §2.7). */
export const homeFeaturedCategoriesBlock = defineBlock({
  layout: 'home-featured-categories',
  load: () => import('./HomeFeaturedCategories'),
});
