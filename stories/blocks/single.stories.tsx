import { singleBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/single.json';

export default { title: 'Blocks / single' };

/** One banner, 3:1 on desktop and 4:3 on mobile, with the rotating WE EMPOWER ATHLETES tagline. */
export const Mobile = () => <BlockStory plugin={singleBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={singleBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
