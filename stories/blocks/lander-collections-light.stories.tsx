import { landerCollectionsLightBlock } from '../../blocks/lander-collections-light';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/lander-collections-light.json';

export default { title: 'Blocks / lander-collections-light' };

export const Mobile = () => <BlockStory plugin={landerCollectionsLightBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={landerCollectionsLightBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
