import { landerHeaderBlock } from '../../blocks/lander-header';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/lander-header.json';

export default { title: 'Blocks / lander-header' };

export const Mobile = () => <BlockStory plugin={landerHeaderBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={landerHeaderBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
