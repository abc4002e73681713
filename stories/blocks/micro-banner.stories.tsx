import { microBannerBlock } from '../../blocks/micro-banner';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/micro-banner.json';

export default { title: 'Blocks / micro-banner' };

export const Mobile = () => <BlockStory plugin={microBannerBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

export const Desktop = () => <BlockStory plugin={microBannerBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** One long message: no rotation, no pause button; it wraps to two lines on phones. */
export const OneLongMessage = () => (
  <BlockStory
    plugin={microBannerBlock}
    fixture={{
      ...fixture,
      tiles: [
        {
          id: 1,
          title:
            'Holiday shipping: order by December 18 for delivery before the 25th on items that ship within two days',
        },
      ],
    }}
  />
);
OneLongMessage.meta = { width: 375 };
