import { brandCollectionBlock } from '../../blocks/brand-collection';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/brand-collection.json';

export default { title: 'Blocks / brand-collection' };

export const Mobile = () => <BlockStory plugin={brandCollectionBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={brandCollectionBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
