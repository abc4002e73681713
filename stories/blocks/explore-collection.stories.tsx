import { exploreCollectionBlock } from '../../blocks/explore-collection';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/explore-collection.json';

export default { title: 'Blocks / explore-collection' };

export const Mobile = () => <BlockStory plugin={exploreCollectionBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={exploreCollectionBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
