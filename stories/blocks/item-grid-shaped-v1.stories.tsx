import { itemGridShapedV1Block } from '../../blocks/personal-grids';
import { BlockStory } from '../BlockStory';
import { WithFeedFixtures } from '../feed-api';
import fixture from '../fixtures/blocks/item-grid-shaped-v1.json';

export default { title: 'Blocks / item-grid-shaped-v1' };

/** demo_buyer's feed: the ranked fixture items (12 on mobile, up to 18 on desktop). */
export const SignedInMobile = () => (
  <WithFeedFixtures signedIn>
    <BlockStory plugin={itemGridShapedV1Block} fixture={fixture} />
  </WithFeedFixtures>
);
SignedInMobile.meta = { width: 375 };

export const SignedInDesktop = () => (
  <WithFeedFixtures signedIn>
    <BlockStory plugin={itemGridShapedV1Block} fixture={fixture} />
  </WithFeedFixtures>
);
SignedInDesktop.meta = { width: 1280 };

/** A guest: the personalised feed is for signed-in users only, so nothing shows. */
export const GuestDesktop = () => (
  <WithFeedFixtures>
    <BlockStory plugin={itemGridShapedV1Block} fixture={fixture} />
  </WithFeedFixtures>
);
GuestDesktop.meta = { width: 1280 };

/** Signed in without an external_id: skipped with a console warning. */
export const NoExternalIdDesktop = () => (
  <WithFeedFixtures signedIn externalId={null}>
    <BlockStory plugin={itemGridShapedV1Block} fixture={fixture} />
  </WithFeedFixtures>
);
NoExternalIdDesktop.meta = { width: 1280 };
