import { groupUnlimited1ColumnTitleImageBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-unlimited-1-column-title-image.json';

export default { title: 'Blocks / group-unlimited-1-column-title-image' };

/** One column of rows with a square thumbnail. */
export const Mobile = () => <BlockStory plugin={groupUnlimited1ColumnTitleImageBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupUnlimited1ColumnTitleImageBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
