import { groupRectangleBlock } from '../../blocks/tile-group';
import { blockSchemaFor } from '../../schemas/blocks';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/group-rectangle.json';

export default { title: 'Blocks / group-rectangle' };

/** Wide 2:1 tiles, the title over the image; stacked on mobile. */
export const Mobile = () => <BlockStory plugin={groupRectangleBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={groupRectangleBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** Missing images keep their 2:1 frame in the tile's colour; a very long title wraps. */
export const MissingImagesLongTitleDesktop = () => (
  <BlockStory
    plugin={groupRectangleBlock}
    fixture={{
      ...fixture,
      tiles: fixture.tiles.map((tile, index) => ({
        ...tile,
        background_image_url: null,
        background_color: '#0b1f33',
        text_color: '#ffffff',
        title:
          index === 0
            ? `${tile.title} for every position, every level and every budget, from first season to the playoffs`
            : tile.title,
      })),
    }}
  />
);
MissingImagesLongTitleDesktop.meta = { width: 1280 };

/** No tiles: the block fails its schema and the page drops it (shown here as the engine's notice would). */
export const NoTilesIsInvalid = () => (
  <pre>
    {JSON.stringify(
      blockSchemaFor(groupRectangleBlock.layout).safeParse({ ...fixture, tiles: [] }).error?.issues,
      null,
      2,
    )}
  </pre>
);
