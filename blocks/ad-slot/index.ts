import { defineBlock } from '../../engine';

/** ad-slot: one lazily loaded ad (a house ad here) with the ad explanation. */
export const adSlotBlock = defineBlock({ layout: 'ad-slot', load: () => import('./AdSlot') });
