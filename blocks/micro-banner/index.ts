import { defineBlock } from '../../engine';

/** micro-banner: one-line messages rotating every 5 s, dismissible for 30 days (spec §2.2, §2.7). */
export const microBannerBlock = defineBlock({
  layout: 'micro-banner',
  load: () => import('./MicroBanner'),
});
