import { queryOptions } from '@tanstack/react-query';
import { layouts, type BlockOf, type Layout } from '../../schemas/blocks';
import { Heading, type HeadingRole } from '../page-view/headings';
import { defineBlock, type BlockDataContext, type BlockProps } from '../registry/block-plugin';
import { createBlockRegistry, type AnyBlockPlugin } from '../registry/block-registry';

/** Layouts whose test plugin throws while rendering, to exercise the per-block boundary. */
export const THROWING_TITLE = 'throw';

/** The test component: its title as the block's headline (<Heading> in the role its plugin declares). */
function TestBlock({ block }: BlockProps<Layout>) {
  if (block.title === THROWING_TITLE) throw new Error('This block is broken');
  return (
    <div data-testid={`block-${block.id}`}>
      <Heading>{block.title ?? block.layout}</Heading>
    </div>
  );
}

function DataBlock({ block, data }: BlockProps<'item-grid-1-row', string>) {
  return (
    <div data-testid={`block-${block.id}`}>
      <Heading>{block.title ?? block.layout}</Heading>
      <p>data: {data}</p>
    </div>
  );
}

/** The data block's query: 'fetched', or 'prefilled' when a lander prefill reached the block. */
const testData = (block: BlockOf<'item-grid-1-row'>, { prefill }: BlockDataContext) =>
  queryOptions({
    queryKey: ['test-data', block.id],
    queryFn: async () => 'fetched',
    ...(prefill ? { initialData: 'prefilled' } : {}),
  });

/**
 * Builds a registry with a simple plugin for every layout: each declares the heading role `headings` gives its
 * layout (else 'section') and renders its title as its headline, a
 * block titled 'throw' throws, and item-grid-1-row shows its data ('prefilled' when a lander
 * prefill reached it, else 'fetched').
 */
export function createTestRegistry(headings: Partial<Record<Layout, HeadingRole>> = {}) {
  /** Component loads per layout, so tests can check which layouts' code a page downloads. */
  const loads = new Map<Layout, number>();
  const countLoad = <T,>(layout: Layout, module: T): Promise<T> => {
    loads.set(layout, (loads.get(layout) ?? 0) + 1);
    return Promise.resolve(module);
  };
  const registry = createBlockRegistry([
    defineBlock({
      layout: 'item-grid-1-row',
      load: () => countLoad('item-grid-1-row', { default: DataBlock, data: testData }),
    }),
    // Every other layout gets the same simple plugin. The list is built from schemas/blocks, so its
    // element type is the union of plugins: asserted here, in test code only.
    ...(layouts
      .filter((layout) => layout !== 'item-grid-1-row')
      .map((layout) =>
        defineBlock({ layout, heading: headings[layout], load: () => countLoad(layout, { default: TestBlock }) }),
      ) as unknown as AnyBlockPlugin[]),
  ] as AnyBlockPlugin[]);
  return { registry, loads };
}

/** One shared test registry, every block a section, for tests that neither count loads nor need a hero or a title. */
export const testRegistry = createTestRegistry().registry;
