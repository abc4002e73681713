import { defineBlock } from '../../engine/registry/block-plugin';

/** text-title: the page (or section) title with an optional description and link. */
export const textTitleBlock = defineBlock({
  layout: 'text-title',
  heading: 'title',
  load: () => import('./TextTitle'),
});
