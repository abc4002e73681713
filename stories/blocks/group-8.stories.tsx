import { group8Block } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-8.json';

export default { title: 'Blocks / group-8' };

/** Up to 8 square tiles: four to a row on desktop, two on mobile. */
export const Mobile = () => <BlockStory plugin={group8Block} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={group8Block} fixture={fixture} />;
Desktop.meta = { width: 1280 };
