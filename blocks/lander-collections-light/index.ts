import { defineBlock } from '../../engine';

/** lander-collections-light: a light row of collection cards (spec §2.7). */
export const landerCollectionsLightBlock = defineBlock({
  layout: 'lander-collections-light',
  load: () => import('./LanderCollectionsLight'),
});
