import { brandCollectionBlock } from '../../blocks/brand-collection';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/brand-collection.json';

export default { title: 'Blocks / brand-collection' };

export const Mobile = () => <BlockStory plugin={brandCollectionBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={brandCollectionBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** A brand with an image shows it as its logo; the others show their names. */
export const WithLogo = () => (
  <BlockStory
    plugin={brandCollectionBlock}
    fixture={{
      ...fixture,
      tiles: fixture.tiles.map((tile, index) =>
        index === 0 ? { ...tile, background_image_url: '/media/tiles/hockey.svg' } : tile,
      ),
    }}
  />
);
WithLogo.meta = { width: 1280 };
