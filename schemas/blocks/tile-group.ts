import { z } from 'zod';
import { blockSchema, type BaseBlock } from '../block';
import { tileSchema } from '../tile';
import { modelsCategoryId } from './tile-group-sources';

export { modelsCategoryId } from './tile-group-sources';

/**
 * The tile-group layouts of spec §2.7: one family that differs in grid shape (blocks/tile-group
 * declares each shape). A tile's display_type may need the block to say what it shows:
 * popular_models tiles list the models of the block's category (`query.category_id`, else
 * `category.id`, optionally `query.brand_id`); a model_description tile shows the headless CMS
 * description of `query.model_id`.
 */
function tileGroup<L extends string>(layout: L, description: string, tiles: { max?: number } = {}) {
  const list = z.array(tileSchema).min(1);
  return blockSchema
    .extend({ layout: z.literal(layout), tiles: tiles.max === undefined ? list : list.max(tiles.max) })
    .superRefine(requireDataSources)
    .describe(description);
}

function requireDataSources(block: BaseBlock, context: z.RefinementCtx) {
  const displayTypes = new Set(block.tiles?.map((tile) => tile.display_type));
  if (displayTypes.has('popular_models') && modelsCategoryId(block) === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['query', 'category_id'],
      message: 'popular_models tiles need the block’s query.category_id (or category.id)',
    });
  }
  if (displayTypes.has('model_description') && block.query?.model_id === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['query', 'model_id'],
      message: 'model_description tiles need the block’s query.model_id',
    });
  }
}

export const groupRectangleBlockSchema = tileGroup(
  'group-rectangle',
  'Wide 2:1 tiles, three to a row on desktop, stacked on mobile.',
);
export const group8BlockSchema = tileGroup(
  'group-8',
  'Up to 8 square tiles: four to a row on desktop, two on mobile.',
  { max: 8 },
);
export const groupSquareBlockSchema = tileGroup(
  'group-square',
  'Square tiles with the title over the image: three to a row on desktop, two on mobile.',
);
export const group4BlockSchema = tileGroup(
  'group-4',
  'Up to 4 portrait (4:5) tiles: one row on desktop, two by two on mobile.',
  { max: 4 },
);
export const horizontalScrollRoundIconsWithButtonBlockSchema = tileGroup(
  'horizontal-scroll-round-icons-with-button',
  'Round icons with a name under each, in one row that scrolls sideways (600 px steps); the block’s cta links to its destination.',
);
export const groupUnlimitedBlockSchema = tileGroup(
  'group-unlimited',
  'Any number of 4:3 image tiles without captions (the title names the link): four to a row on desktop, two on mobile.',
);
export const groupUnlimitedTitleBlockSchema = tileGroup(
  'group-unlimited-title',
  'Any number of square image tiles with the title under each: four to a row on desktop, two on mobile.',
);
export const groupUnlimited1ColumnTitleBlockSchema = tileGroup(
  'group-unlimited-1-column-title',
  'One column of text links (title and subtitle); nav_group_header tiles head the nav_link tiles after them.',
);
export const groupUnlimited1ColumnTitleImageBlockSchema = tileGroup(
  'group-unlimited-1-column-title-image',
  'One column of rows: a square thumbnail beside the title and subtitle.',
);
export const groupUnlimited2ColumnTitleBlockSchema = tileGroup(
  'group-unlimited-2-column-title',
  'Two columns of text links (title and subtitle); nav_group_header tiles head the nav_link tiles after them.',
);
export const groupUnlimited2ColumnTitleImageBlockSchema = tileGroup(
  'group-unlimited-2-column-title-image',
  'Two columns (one on mobile) of rows: a square thumbnail beside the title and subtitle.',
);
export const singleBlockSchema = tileGroup(
  'single',
  'One full-width tile: 3:1 on desktop, 4:3 on mobile, with its title, subtitle and button.',
  { max: 1 },
);
