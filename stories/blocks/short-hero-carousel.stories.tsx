import { shortHeroCarouselBlock } from '../../blocks/short-hero-carousel';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/short-hero-carousel.json';

export default { title: 'Blocks / short-hero-carousel' };

export const Mobile = () => <BlockStory plugin={shortHeroCarouselBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={shortHeroCarouselBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
