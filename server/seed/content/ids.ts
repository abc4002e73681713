/**
 * Block and tile ids for one page view, unique across the whole seed: page view 3 numbers its
 * blocks 301, 302... and its tiles 3001, 3002...
 */
export function idsFor(pageViewId: number) {
  let blocks = 0;
  let tiles = 0;
  return {
    block: () => pageViewId * 100 + ++blocks,
    tile: () => pageViewId * 1000 + ++tiles,
  };
}

export type Ids = ReturnType<typeof idsFor>;
