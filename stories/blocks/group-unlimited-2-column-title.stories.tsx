import { groupUnlimited2ColumnTitleBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-unlimited-2-column-title.json';

export default { title: 'Blocks / group-unlimited-2-column-title' };

/** Two columns of navigation links under their headers. */
export const Mobile = () => <BlockStory plugin={groupUnlimited2ColumnTitleBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupUnlimited2ColumnTitleBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
