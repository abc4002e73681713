import { defineBlock } from '../../engine';

/** text-title: the page (or section) title with an optional description and link. */
export const textTitleBlock = defineBlock({
  layout: 'text-title',
  heading: 'title',
  load: () => import('./TextTitle'),
});
