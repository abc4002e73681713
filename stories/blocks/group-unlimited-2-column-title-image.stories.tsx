import { groupUnlimited2ColumnTitleImageBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-unlimited-2-column-title-image.json';

export default { title: 'Blocks / group-unlimited-2-column-title-image' };

/** Two columns of thumbnail rows (one on mobile). */
export const Mobile = () => <BlockStory plugin={groupUnlimited2ColumnTitleImageBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupUnlimited2ColumnTitleImageBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
