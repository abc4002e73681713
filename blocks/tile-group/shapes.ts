import type { BlockOf, Layout } from '../../schemas/blocks';

/** Width and height of an image frame: the space is reserved before the image arrives. */
export type Aspect = readonly [width: number, height: number];

/** How one tile-group layout arranges its tiles; the layouts differ in nothing else. */
export interface TileGroupShape {
  /** grid: rows of cards; scroll: one sideways row (600 px steps); list: rows of text; single: one banner. */
  arrangement: 'grid' | 'scroll' | 'list' | 'single';
  /** Columns on desktop (from 768 px) and on mobile. */
  columns: { web: number; mobile: number };
  /** The image frame per platform; null: the tiles show no image. */
  aspect: { web: Aspect; mobile: Aspect } | null;
  /** Where a tile's title sits: under the image, over it, beside a thumbnail, or only in the link's name. */
  caption: 'below' | 'over' | 'beside' | 'hidden';
  /** Round image frames (icons). */
  round?: boolean;
}

const square: Aspect = [1, 1];
const both = (aspect: Aspect) => ({ web: aspect, mobile: aspect });

/** Spec §2.7 tile groups, each with its shape (the readings are in README.md). */
export const TILE_GROUP_SHAPES = {
  'group-rectangle': { arrangement: 'grid', columns: { web: 3, mobile: 1 }, aspect: both([2, 1]), caption: 'over' },
  'group-8': { arrangement: 'grid', columns: { web: 4, mobile: 2 }, aspect: both(square), caption: 'below' },
  'group-square': { arrangement: 'grid', columns: { web: 3, mobile: 2 }, aspect: both(square), caption: 'over' },
  'group-4': { arrangement: 'grid', columns: { web: 4, mobile: 2 }, aspect: both([4, 5]), caption: 'below' },
  'horizontal-scroll-round-icons-with-button': {
    arrangement: 'scroll',
    columns: { web: 8, mobile: 4 },
    aspect: both(square),
    caption: 'below',
    round: true,
  },
  'group-unlimited': { arrangement: 'grid', columns: { web: 4, mobile: 2 }, aspect: both([4, 3]), caption: 'hidden' },
  'group-unlimited-title': {
    arrangement: 'grid',
    columns: { web: 4, mobile: 2 },
    aspect: both(square),
    caption: 'below',
  },
  'group-unlimited-1-column-title': {
    arrangement: 'list',
    columns: { web: 1, mobile: 1 },
    aspect: null,
    caption: 'beside',
  },
  'group-unlimited-1-column-title-image': {
    arrangement: 'list',
    columns: { web: 1, mobile: 1 },
    aspect: both(square),
    caption: 'beside',
  },
  'group-unlimited-2-column-title': {
    arrangement: 'list',
    columns: { web: 2, mobile: 2 },
    aspect: null,
    caption: 'beside',
  },
  'group-unlimited-2-column-title-image': {
    arrangement: 'list',
    columns: { web: 2, mobile: 1 },
    aspect: both(square),
    caption: 'beside',
  },
  single: {
    arrangement: 'single',
    columns: { web: 1, mobile: 1 },
    aspect: { web: [3, 1], mobile: [4, 3] },
    caption: 'over',
  },
} as const satisfies Partial<Record<Layout, TileGroupShape>>;

export type TileGroupLayout = keyof typeof TILE_GROUP_SHAPES;
/** A validated block of any tile-group layout. */
export type TileGroupBlock = BlockOf<TileGroupLayout>;

export function tileGroupShape(layout: TileGroupLayout): TileGroupShape {
  return TILE_GROUP_SHAPES[layout];
}
