import { createBlockRegistry } from '../engine/registry/block-registry';
import { blogPostGrid3Block } from './blog-post-grid-3';
import { buyingGuideBlock } from './buying-guide';
import { carouselBlock } from './carousel';
import { collapsableContentButterBlock } from './collapsable-content-butter';
import { contentPreviewBlock } from './content-preview';
import { heroBlock } from './hero';
import { homeFeaturedCategoriesBlock } from './home-featured-categories';
import { itemGrid1RowBlock, itemGrid2RowsBlock, itemGridHorizontalScrollBlock } from './item-grid';
import { resultsBlock, resultsGridBlock } from './results';
import { textParagraphBlock } from './text-paragraph';
import { textTitleBlock } from './text-title';
import { tileGroupBlocks } from './tile-group';

/**
 * Every block plugin, one per layout of schemas/blocks. A layout with a schema and no plugin here
 * is a compile error; a layout listed twice throws. Listing a plugin loads none of its component code.
 */
export const blocks = createBlockRegistry([
  heroBlock,
  carouselBlock,
  textTitleBlock,
  textParagraphBlock,
  homeFeaturedCategoriesBlock,
  itemGrid1RowBlock,
  itemGrid2RowsBlock,
  itemGridHorizontalScrollBlock,
  buyingGuideBlock,
  collapsableContentButterBlock,
  blogPostGrid3Block,
  contentPreviewBlock,
  ...tileGroupBlocks,
  resultsBlock,
  resultsGridBlock,
]);
