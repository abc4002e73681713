import { userFeedBlock } from '../../blocks/user-feed';
import { BlockStory } from '../BlockStory';
import { WithFeedFixtures } from '../feed-api';
import fixture from '../fixtures/blocks/user-feed.json';

export default { title: 'Blocks / user-feed' };

/** Eight hockey sellers of the seed: feedback as % positive with the count, or 'No Feedback'. */
export const Mobile = () => (
  <WithFeedFixtures>
    <BlockStory plugin={userFeedBlock} fixture={fixture} />
  </WithFeedFixtures>
);
Mobile.meta = { width: 375 };

export const Desktop = () => (
  <WithFeedFixtures>
    <BlockStory plugin={userFeedBlock} fixture={fixture} />
  </WithFeedFixtures>
);
Desktop.meta = { width: 1280 };

/** Signed in: Follow toggles to Followed. */
export const SignedInDesktop = () => (
  <WithFeedFixtures signedIn>
    <BlockStory plugin={userFeedBlock} fixture={fixture} />
  </WithFeedFixtures>
);
SignedInDesktop.meta = { width: 1280 };
