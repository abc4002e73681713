import { heroBlock } from '../../blocks/hero';
import { BlockStory, SignedIn } from '../BlockStory';
import fixture from '../fixtures/blocks/hero.json';

export default { title: 'Blocks / hero' };

export const Mobile = () => <BlockStory plugin={heroBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={heroBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** Signed in: no JOIN buttons, only the block's cta button. */
export const SignedInMobile = () => (
  <SignedIn>
    <BlockStory plugin={heroBlock} fixture={fixture} />
  </SignedIn>
);
SignedInMobile.meta = { width: 375 };

export const SignedInDesktop = () => (
  <SignedIn>
    <BlockStory plugin={heroBlock} fixture={fixture} />
  </SignedIn>
);
SignedInDesktop.meta = { width: 1280 };
