import { defineBlock } from '../../engine';

/** hero: the page headline over a banner image, with JOIN buttons for guests (spec §2.7). */
export const heroBlock = defineBlock({ layout: 'hero', heading: 'hero', load: () => import('./Hero') });
