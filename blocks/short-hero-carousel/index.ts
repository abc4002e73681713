import { defineBlock } from '../../engine';

/** short-hero-carousel: a low banner of slides rotating every 5 s (spec §2.7, §9). */
export const shortHeroCarouselBlock = defineBlock({
  layout: 'short-hero-carousel',
  load: () => import('./ShortHeroCarousel'),
});
