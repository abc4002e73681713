import { adSlotBlock } from '../../blocks/ad-slot';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/ad-slot.json';

export default { title: 'Blocks / ad-slot' };

/** A 320×50 house ad with the ad explanation under it. */
export const Mobile = () => <BlockStory plugin={adSlotBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

/** A 728×90 house ad. */
export const Desktop = () => <BlockStory plugin={adSlotBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** No house ad: the reserved frame stays empty. */
export const NoAdDesktop = () => <BlockStory plugin={adSlotBlock} fixture={{ ...fixture, tiles: [] }} />;
NoAdDesktop.meta = { width: 1280 };
