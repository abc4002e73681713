import { landerHeaderBlock } from '../../blocks/lander-header';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/lander-header.json';

export default { title: 'Blocks / lander-header' };

export const Mobile = () => <BlockStory plugin={landerHeaderBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={landerHeaderBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** No image and a very long title: the copy takes the full width. */
export const NoImageLongTitle = () => (
  <BlockStory
    plugin={landerHeaderBlock}
    fixture={{
      ...fixture,
      tiles: [],
      title: 'Hockey Gear for Every Position, Level and Budget, from Mites to Men’s League',
    }}
  />
);
NoImageLongTitle.meta = { width: 375 };
