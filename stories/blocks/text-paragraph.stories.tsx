import { textParagraphBlock } from '../../blocks/text-paragraph';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/text-paragraph.json';

export default { title: 'Blocks / text-paragraph' };

export const Mobile = () => <BlockStory plugin={textParagraphBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={textParagraphBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
