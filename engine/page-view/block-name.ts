/** How notices and errors name a block: 'Block 12 ("item-grid-1-row")'. */
export function blockName(id: number | string, layout: string): string {
  return `Block ${id} ("${layout}")`;
}

/** The key of a server-rendered block's hydration gate (engine/hydration), from its `data-block-id`. */
export function blockGateKey(id: number | string): string {
  return `block:${id}`;
}
