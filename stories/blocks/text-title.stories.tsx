import { textTitleBlock } from '../../blocks/text-title';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/text-title.json';

export default { title: 'Blocks / text-title' };

export const Mobile = () => <BlockStory plugin={textTitleBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={textTitleBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
