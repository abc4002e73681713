import { horizontalScrollRoundIconsWithButtonBlock } from '../../blocks/tile-group';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/horizontal-scroll-round-icons-with-button.json';

export default { title: 'Blocks / horizontal-scroll-round-icons-with-button' };

/** Round icons in a sideways row (600 px steps), the block cta under it. */
export const Mobile = () => <BlockStory plugin={horizontalScrollRoundIconsWithButtonBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={horizontalScrollRoundIconsWithButtonBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };
