import { groupUnlimitedTitleBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-unlimited-title.json';

export default { title: 'Blocks / group-unlimited-title' };

/** Image tiles with the title under each. */
export const Mobile = () => <BlockStory plugin={groupUnlimitedTitleBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupUnlimitedTitleBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
