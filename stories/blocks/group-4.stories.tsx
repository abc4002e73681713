import { group4Block } from '../../blocks/tile-group';
import { BlockStory, SignedIn } from '../BlockStory';
import fixture from '../fixtures/blocks/group-4.json';

export default { title: 'Blocks / group-4' };

/** Four portrait tiles: empower_athletes tagline, app_logo, join_prompt (guests) and an image. */
export const Mobile = () => <BlockStory plugin={group4Block} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={group4Block} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** Signed in: the join_prompt tile shows without its JOIN links. */
export const SignedInMobile = () => (
  <SignedIn>
    <BlockStory plugin={group4Block} fixture={fixture} />
  </SignedIn>
);
SignedInMobile.meta = { width: 375 };
