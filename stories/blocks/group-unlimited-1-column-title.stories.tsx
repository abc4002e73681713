import { groupUnlimited1ColumnTitleBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-unlimited-1-column-title.json';

export default { title: 'Blocks / group-unlimited-1-column-title' };

/** One column of navigation: nav_group_header and nav_link tiles. */
export const Mobile = () => <BlockStory plugin={groupUnlimited1ColumnTitleBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupUnlimited1ColumnTitleBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
