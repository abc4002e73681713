import { trendingSearchesBlock } from '../../blocks/trending-searches';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/trending-searches.json';

export default { title: 'Blocks / trending-searches' };

export const Mobile = () => <BlockStory plugin={trendingSearchesBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={trendingSearchesBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
