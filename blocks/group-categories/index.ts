import { defineBlock } from '../../engine';

/** group-categories: the categories grid, 8 on mobile / 15 on desktop, then 'VIEW ALL' (spec §2.7, §9). */
export const groupCategoriesBlock = defineBlock({
  layout: 'group-categories',
  load: () => import('./GroupCategories'),
});
