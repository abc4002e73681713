import { defineBlock } from '../../engine';

/**
 * The tile groups of spec §2.7: one component (TileGroup) whose grid shape comes from the layout
 * (shapes.ts). Each layout keeps its own schema and plugin, so editors and the registry see twelve.
 */
const load = () => import('./TileGroup');

export const groupRectangleBlock = defineBlock({ layout: 'group-rectangle', load });
export const group8Block = defineBlock({ layout: 'group-8', load });
export const groupSquareBlock = defineBlock({ layout: 'group-square', load });
export const group4Block = defineBlock({ layout: 'group-4', load });
export const horizontalScrollRoundIconsWithButtonBlock = defineBlock({
  layout: 'horizontal-scroll-round-icons-with-button',
  load,
});
export const groupUnlimitedBlock = defineBlock({ layout: 'group-unlimited', load });
export const groupUnlimitedTitleBlock = defineBlock({ layout: 'group-unlimited-title', load });
export const groupUnlimited1ColumnTitleBlock = defineBlock({ layout: 'group-unlimited-1-column-title', load });
export const groupUnlimited1ColumnTitleImageBlock = defineBlock({
  layout: 'group-unlimited-1-column-title-image',
  load,
});
export const groupUnlimited2ColumnTitleBlock = defineBlock({ layout: 'group-unlimited-2-column-title', load });
export const groupUnlimited2ColumnTitleImageBlock = defineBlock({
  layout: 'group-unlimited-2-column-title-image',
  load,
});
export const singleBlock = defineBlock({ layout: 'single', load });

/** Every tile-group plugin, in the order of spec §2.7. */
export const tileGroupBlocks = [
  groupRectangleBlock,
  group8Block,
  groupSquareBlock,
  group4Block,
  horizontalScrollRoundIconsWithButtonBlock,
  groupUnlimitedBlock,
  groupUnlimitedTitleBlock,
  groupUnlimited1ColumnTitleBlock,
  groupUnlimited1ColumnTitleImageBlock,
  groupUnlimited2ColumnTitleBlock,
  groupUnlimited2ColumnTitleImageBlock,
  singleBlock,
] as const;
