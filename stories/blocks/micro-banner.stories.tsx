import { microBannerBlock } from '../../blocks/micro-banner';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/micro-banner.json';

export default { title: 'Blocks / micro-banner' };

export const Mobile = () => <BlockStory plugin={microBannerBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={microBannerBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
