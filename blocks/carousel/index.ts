import { defineBlock } from '../../engine';

/** carousel: the home hero carousel, one slide per tile, advancing every 8 s (spec §2.7). */
export const carouselBlock = defineBlock({ layout: 'carousel', heading: 'hero', load: () => import('./Carousel') });
