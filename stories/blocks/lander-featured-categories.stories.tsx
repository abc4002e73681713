import { landerFeaturedCategoriesBlock } from '../../blocks/lander-featured-categories';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/lander-featured-categories.json';

export default { title: 'Blocks / lander-featured-categories' };

export const Mobile = () => <BlockStory plugin={landerFeaturedCategoriesBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={landerFeaturedCategoriesBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
