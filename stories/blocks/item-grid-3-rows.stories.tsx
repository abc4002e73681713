import { itemGrid3RowsBlock } from '../../blocks/item-grid-3-rows';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/item-grid-3-rows.json';

export default { title: 'Blocks / item-grid-3-rows' };

/** Spec §2.7: this layout renders nothing; the story shows the empty page frame. */
export const Mobile = () => <BlockStory plugin={itemGrid3RowsBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={itemGrid3RowsBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
