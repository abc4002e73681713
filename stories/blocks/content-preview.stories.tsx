import { contentPreviewBlock } from '../../blocks/content-preview';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/content-preview.json';

export default { title: 'Blocks / content-preview' };

export const Mobile = () => <BlockStory plugin={contentPreviewBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={contentPreviewBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** No image tile: the copy takes the whole width. */
export const NoImageDesktop = () => <BlockStory plugin={contentPreviewBlock} fixture={{ ...fixture, tiles: [] }} />;
NoImageDesktop.meta = { width: 1280 };

/** A very long title wraps; the excerpt stays clamped to four lines. */
export const LongTitleMobile = () => (
  <BlockStory
    plugin={contentPreviewBlock}
    fixture={{
      ...fixture,
      title: 'The Complete, Unabridged and Thoroughly Tested Guide to Buying a Used Adjustable Carbon-Crowned Driver',
      description: fixture.description.repeat(3),
    }}
  />
);
LongTitleMobile.meta = { width: 375 };
