import { groupUnlimitedBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-unlimited.json';

export default { title: 'Blocks / group-unlimited' };

/** Image-only tiles; the title names the link. */
export const Mobile = () => <BlockStory plugin={groupUnlimitedBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupUnlimitedBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
