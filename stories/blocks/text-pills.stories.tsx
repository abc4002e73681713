import { textPillsBlock } from '../../blocks/text-pills';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/text-pills.json';

export default { title: 'Blocks / text-pills' };

export const Mobile = () => <BlockStory plugin={textPillsBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={textPillsBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
