import { createBlockRegistry } from '../engine';
import { adSlotBlock } from './ad-slot';
import { blogPostGrid3Block } from './blog-post-grid-3';
import { brandCollectionBlock } from './brand-collection';
import { buyingGuideBlock } from './buying-guide';
import { carouselBlock } from './carousel';
import { collapsableContentButterBlock } from './collapsable-content-butter';
import { contentPreviewBlock } from './content-preview';
import { exploreCollectionBlock } from './explore-collection';
import { groupCategoriesBlock } from './group-categories';
import { heroBlock } from './hero';
import { homeFeaturedCategoriesBlock } from './home-featured-categories';
import { itemGrid1RowBlock, itemGrid2RowsBlock, itemGridHorizontalScrollBlock } from './item-grid';
import { itemGrid3RowsBlock } from './item-grid-3-rows';
import { landerCollectionsLightBlock } from './lander-collections-light';
import { landerFeaturedCategoriesBlock } from './lander-featured-categories';
import { landerHeaderBlock } from './lander-header';
import { microBannerBlock } from './micro-banner';
import { itemGridRecentlyViewedBlock, itemGridShapedV1Block } from './personal-grids';
import { resultsBlock, resultsGridBlock } from './results';
import { shortHeroCarouselBlock } from './short-hero-carousel';
import { textParagraphBlock } from './text-paragraph';
import { textPillsBlock } from './text-pills';
import { textTitleBlock } from './text-title';
import { tileGroupBlocks } from './tile-group';
import { topModelsBlock } from './top-models';
import { trendingSearchesBlock } from './trending-searches';
import { userFeedBlock } from './user-feed';

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
  itemGrid3RowsBlock,
  itemGridRecentlyViewedBlock,
  itemGridShapedV1Block,
  adSlotBlock,
  topModelsBlock,
  userFeedBlock,
  landerHeaderBlock,
  shortHeroCarouselBlock,
  microBannerBlock,
  textPillsBlock,
  trendingSearchesBlock,
  landerFeaturedCategoriesBlock,
  groupCategoriesBlock,
  landerCollectionsLightBlock,
  exploreCollectionBlock,
  brandCollectionBlock,
  resultsBlock,
  resultsGridBlock,
]);
