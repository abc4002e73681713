import { itemGridRecentlyViewedBlock } from '../../blocks/personal-grids';
import { BlockStory } from '../BlockStory';
import { WithFeedFixtures, WithRecentlyViewed } from '../feed-api';
import fixture from '../fixtures/blocks/item-grid-recently-viewed.json';

export default { title: 'Blocks / item-grid-recently-viewed' };

const VIEWED = [1083, 1021, 1146, 1052, 1105, 1034, 1127];

const Story = ({ ids = VIEWED }: { ids?: number[] }) => (
  <WithFeedFixtures>
    <WithRecentlyViewed ids={ids}>
      <BlockStory plugin={itemGridRecentlyViewedBlock} fixture={fixture} />
    </WithRecentlyViewed>
  </WithFeedFixtures>
);

/** Seven viewed items, most recent first, in one scrolling row. */
export const Mobile = () => <Story />;
Mobile.meta = { width: 375 };

export const Desktop = () => <Story />;
Desktop.meta = { width: 1280 };

/** Nothing viewed yet: the block shows nothing. */
export const NoHistoryDesktop = () => <Story ids={[]} />;
NoHistoryDesktop.meta = { width: 1280 };
