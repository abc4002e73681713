import { carouselBlock } from '../../blocks/carousel';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/carousel.json';

export default { title: 'Blocks / carousel' };

export const Mobile = () => <BlockStory plugin={carouselBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={carouselBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
