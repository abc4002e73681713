import { groupSquareBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-square.json';

export default { title: 'Blocks / group-square' };

/** Square tiles with the title over the image. */
export const Mobile = () => <BlockStory plugin={groupSquareBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupSquareBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
