import { defineBlock } from '../../engine';

/** lander-featured-categories: at most 6 category cards, then 'Show all categories' (spec §2.7, §9). */
export const landerFeaturedCategoriesBlock = defineBlock({
  layout: 'lander-featured-categories',
  load: () => import('./LanderFeaturedCategories'),
});
