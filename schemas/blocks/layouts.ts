/**
 * Every CMS layout the product renders, without their schemas: what the browser needs to dispatch and
 * preload blocks before (or without) loading zod. schemas/blocks/index.ts checks at compile time that
 * this list and its schema map name the same layouts.
 */
export const layouts = [
  'hero',
  'carousel',
  'text-title',
  'text-paragraph',
  'home-featured-categories',
  'results',
  'results-grid',
  'item-grid-1-row',
  'item-grid-2-rows',
  'item-grid-horizontal-scroll',
  'buying-guide',
  'collapsable-content-butter',
  'blog-post-grid-3',
  'content-preview',
  'group-rectangle',
  'group-8',
  'group-square',
  'group-4',
  'horizontal-scroll-round-icons-with-button',
  'group-unlimited',
  'group-unlimited-title',
  'group-unlimited-1-column-title',
  'group-unlimited-1-column-title-image',
  'group-unlimited-2-column-title',
  'group-unlimited-2-column-title-image',
  'single',
  'item-grid-3-rows',
  'item-grid-recently-viewed',
  'item-grid-shaped-v1',
  'ad-slot',
  'top-models',
  'user-feed',
  'lander-header',
  'short-hero-carousel',
  'micro-banner',
  'text-pills',
  'trending-searches',
  'lander-featured-categories',
  'group-categories',
  'lander-collections-light',
  'explore-collection',
  'brand-collection',
] as const;

export type Layout = (typeof layouts)[number];

const known: ReadonlySet<string> = new Set(layouts);

export function isLayout(value: string): value is Layout {
  return known.has(value);
}
