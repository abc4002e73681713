import { topModelsBlock } from '../../blocks/top-models';
import { BlockStory } from '../BlockStory';
import { WithFeedFixtures } from '../feed-api';
import fixture from '../fixtures/blocks/top-models.json';

export default { title: 'Blocks / top-models' };

/** The 8 most popular hockey stick models of the seeded catalogue. */
export const Mobile = () => (
  <WithFeedFixtures>
    <BlockStory plugin={topModelsBlock} fixture={fixture} />
  </WithFeedFixtures>
);
Mobile.meta = { width: 375 };

export const Desktop = () => (
  <WithFeedFixtures>
    <BlockStory plugin={topModelsBlock} fixture={fixture} />
  </WithFeedFixtures>
);
Desktop.meta = { width: 1280 };
