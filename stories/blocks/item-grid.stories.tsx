import { itemGrid1RowBlock, itemGrid2RowsBlock, itemGridHorizontalScrollBlock } from '../../blocks/item-grid';
import type { BlockPlugin } from '../../engine';
import { blockSchemaFor, type Layout } from '../../schemas/blocks';
import oneRow from '../fixtures/blocks/item-grid-1-row.json';
import twoRows from '../fixtures/blocks/item-grid-2-rows.json';
import scroll from '../fixtures/blocks/item-grid-horizontal-scroll.json';
import items from '../fixtures/items.json';

export default { title: 'Blocks / item-grid' };

/**
 * A grid through its plugin, as <PageView> renders it. Its items arrive as a v2 lander prefill
 * (spec §2.7), which the plugin's query uses as its data: the real data path, with no network.
 */
function GridStory<L extends Layout>({ plugin, fixture }: { plugin: BlockPlugin<L>; fixture: unknown }) {
  const { Render } = plugin;
  return (
    <div className="ks-page">
      <Render block={blockSchemaFor(plugin.layout).parse(fixture)} prefill={items} />
    </div>
  );
}

/** One row: 4 items on mobile (2 × 2), 6 on desktop. */
export const OneRowMobile = () => <GridStory plugin={itemGrid1RowBlock} fixture={oneRow} />;
OneRowMobile.meta = { width: 375 };

export const OneRowDesktop = () => <GridStory plugin={itemGrid1RowBlock} fixture={oneRow} />;
OneRowDesktop.meta = { width: 1280 };

/** Two rows: 8 items on mobile, 12 on desktop; the block's cta replaces 'See All'. */
export const TwoRowsMobile = () => <GridStory plugin={itemGrid2RowsBlock} fixture={twoRows} />;
TwoRowsMobile.meta = { width: 375 };

export const TwoRowsDesktop = () => <GridStory plugin={itemGrid2RowsBlock} fixture={twoRows} />;
TwoRowsDesktop.meta = { width: 1280 };

/** Every item in one row: swipe on mobile, 600 px arrow steps on desktop. */
export const HorizontalScrollMobile = () => <GridStory plugin={itemGridHorizontalScrollBlock} fixture={scroll} />;
HorizontalScrollMobile.meta = { width: 375 };

export const HorizontalScrollDesktop = () => <GridStory plugin={itemGridHorizontalScrollBlock} fixture={scroll} />;
HorizontalScrollDesktop.meta = { width: 1280 };
