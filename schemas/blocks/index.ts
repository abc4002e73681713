import type { z } from 'zod';
import { adSlotBlockSchema } from './ad-slot';
import { blogPostGrid3BlockSchema } from './blog-post-grid-3';
import { brandCollectionBlockSchema } from './brand-collection';
import { buyingGuideBlockSchema } from './buying-guide';
import { carouselBlockSchema } from './carousel';
import { collapsableContentButterBlockSchema } from './collapsable-content-butter';
import { contentPreviewBlockSchema } from './content-preview';
import { exploreCollectionBlockSchema } from './explore-collection';
import { itemGrid3RowsBlockSchema, itemGridRecentlyViewedBlockSchema, itemGridShapedV1BlockSchema } from './feed-grids';
import { groupCategoriesBlockSchema } from './group-categories';
import { heroBlockSchema } from './hero';
import { homeFeaturedCategoriesBlockSchema } from './home-featured-categories';
import { itemGrid1RowBlockSchema, itemGrid2RowsBlockSchema, itemGridHorizontalScrollBlockSchema } from './item-grid';
import { landerCollectionsLightBlockSchema } from './lander-collections-light';
import { landerFeaturedCategoriesBlockSchema } from './lander-featured-categories';
import { landerHeaderBlockSchema } from './lander-header';
import { layouts as layoutList, type Layout as ListedLayout } from './layouts';
import { microBannerBlockSchema } from './micro-banner';
import { resultsBlockSchema, resultsGridBlockSchema } from './results';
import { shortHeroCarouselBlockSchema } from './short-hero-carousel';
import { textParagraphBlockSchema } from './text-paragraph';
import { textPillsBlockSchema } from './text-pills';
import { textTitleBlockSchema } from './text-title';
import {
  group4BlockSchema,
  group8BlockSchema,
  groupRectangleBlockSchema,
  groupSquareBlockSchema,
  groupUnlimited1ColumnTitleBlockSchema,
  groupUnlimited1ColumnTitleImageBlockSchema,
  groupUnlimited2ColumnTitleBlockSchema,
  groupUnlimited2ColumnTitleImageBlockSchema,
  groupUnlimitedBlockSchema,
  groupUnlimitedTitleBlockSchema,
  horizontalScrollRoundIconsWithButtonBlockSchema,
  singleBlockSchema,
} from './tile-group';
import { topModelsBlockSchema } from './top-models';
import { trendingSearchesBlockSchema } from './trending-searches';
import { userFeedBlockSchema } from './user-feed';

/**
 * Every CMS layout the product renders, keyed by its `layout` string. This map is the source of
 * truth: the block registry's type demands one plugin per key, and schemas/json/ is emitted from it.
 */
export const blockSchemas = {
  hero: heroBlockSchema,
  carousel: carouselBlockSchema,
  'text-title': textTitleBlockSchema,
  'text-paragraph': textParagraphBlockSchema,
  'home-featured-categories': homeFeaturedCategoriesBlockSchema,
  results: resultsBlockSchema,
  'results-grid': resultsGridBlockSchema,
  'item-grid-1-row': itemGrid1RowBlockSchema,
  'item-grid-2-rows': itemGrid2RowsBlockSchema,
  'item-grid-horizontal-scroll': itemGridHorizontalScrollBlockSchema,
  'buying-guide': buyingGuideBlockSchema,
  'collapsable-content-butter': collapsableContentButterBlockSchema,
  'blog-post-grid-3': blogPostGrid3BlockSchema,
  'content-preview': contentPreviewBlockSchema,
  'group-rectangle': groupRectangleBlockSchema,
  'group-8': group8BlockSchema,
  'group-square': groupSquareBlockSchema,
  'group-4': group4BlockSchema,
  'horizontal-scroll-round-icons-with-button': horizontalScrollRoundIconsWithButtonBlockSchema,
  'group-unlimited': groupUnlimitedBlockSchema,
  'group-unlimited-title': groupUnlimitedTitleBlockSchema,
  'group-unlimited-1-column-title': groupUnlimited1ColumnTitleBlockSchema,
  'group-unlimited-1-column-title-image': groupUnlimited1ColumnTitleImageBlockSchema,
  'group-unlimited-2-column-title': groupUnlimited2ColumnTitleBlockSchema,
  'group-unlimited-2-column-title-image': groupUnlimited2ColumnTitleImageBlockSchema,
  single: singleBlockSchema,
  'item-grid-3-rows': itemGrid3RowsBlockSchema,
  'item-grid-recently-viewed': itemGridRecentlyViewedBlockSchema,
  'item-grid-shaped-v1': itemGridShapedV1BlockSchema,
  'ad-slot': adSlotBlockSchema,
  'top-models': topModelsBlockSchema,
  'user-feed': userFeedBlockSchema,
  'lander-header': landerHeaderBlockSchema,
  'short-hero-carousel': shortHeroCarouselBlockSchema,
  'micro-banner': microBannerBlockSchema,
  'text-pills': textPillsBlockSchema,
  'trending-searches': trendingSearchesBlockSchema,
  'lander-featured-categories': landerFeaturedCategoriesBlockSchema,
  'group-categories': groupCategoriesBlockSchema,
  'lander-collections-light': landerCollectionsLightBlockSchema,
  'explore-collection': exploreCollectionBlockSchema,
  'brand-collection': brandCollectionBlockSchema,
} as const;

export type BlockSchemas = typeof blockSchemas;
export type Layout = keyof BlockSchemas;
/** The validated data of one block of layout L. */
export type BlockOf<L extends Layout> = z.infer<BlockSchemas[L]>;
/** Any validated block. */
export type AnyBlock = { [L in Layout]: BlockOf<L> }[Layout];

/** The zod-free list (./layouts.ts) names exactly these layouts: a layout missing on either side fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const listMatchesSchemas: Same<Layout, ListedLayout> = true;
void listMatchesSchemas;

export const layouts: readonly Layout[] = layoutList;
export { isLayout } from './layouts';

/** The schemas as a mapped type, so indexing with a generic layout keeps the layout's own type. */
const schemaByLayout: { readonly [L in Layout]: z.ZodType<BlockOf<L>> } = blockSchemas;

/** The schema of one layout, typed for that layout (no union widening in generic code). */
export function blockSchemaFor<L extends Layout>(layout: L): z.ZodType<BlockOf<L>> {
  return schemaByLayout[layout];
}
