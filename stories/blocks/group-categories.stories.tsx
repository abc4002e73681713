import { groupCategoriesBlock } from '../../blocks/group-categories';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-categories.json';

export default { title: 'Blocks / group-categories' };

export const Mobile = () => <BlockStory plugin={groupCategoriesBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupCategoriesBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** Twelve categories: all shown on desktop (no VIEW ALL there), 8 and VIEW ALL on phones. */
export const Twelve = () => (
  <BlockStory plugin={groupCategoriesBlock} fixture={{ ...fixture, tiles: fixture.tiles.slice(0, 12) }} />
);
Twelve.meta = { width: 1280 };
