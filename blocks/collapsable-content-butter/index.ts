import { defineBlock } from '../../engine';

/**
 * collapsable-content-butter: FAQ or guide sections with a table of contents; its data (CollapsableContent's
 * `data`) is the sections with their HTML sanitised.
 */
export const collapsableContentButterBlock = defineBlock({
  layout: 'collapsable-content-butter',
  load: () => import('./CollapsableContent'),
});
