import { homeFeaturedCategoriesBlock } from '../../blocks/home-featured-categories';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/home-featured-categories.json';

export default { title: 'Blocks / home-featured-categories' };

export const Mobile = () => <BlockStory plugin={homeFeaturedCategoriesBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={homeFeaturedCategoriesBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
