/** How notices and errors name a block: 'Block 12 ("item-grid-1-row")'. */
export function blockName(id: number | string, layout: string): string {
  return `Block ${id} ("${layout}")`;
}
