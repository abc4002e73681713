import { defineBlock } from '../../engine';

/** lander-header: a lander's title, description and banner image (spec §2.7). */
export const landerHeaderBlock = defineBlock({
  layout: 'lander-header',
  heading: 'title',
  load: () => import('./LanderHeader'),
});
