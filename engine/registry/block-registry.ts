import type { Layout } from '../../schemas/blocks';
import type { BlockPlugin } from './block-plugin';

/** Any block plugin, of any layout. */
export type AnyBlockPlugin = { [L in Layout]: BlockPlugin<L> }[Layout];

/** The registered blocks: exactly one plugin per layout that schemas/blocks defines. */
export type BlockRegistry = { readonly [L in Layout]: BlockPlugin<L> };

type MissingLayouts<P extends readonly AnyBlockPlugin[]> = Exclude<Layout, P[number]['layout']>;

/**
 * Builds the block registry from one explicit list. A layout of schemas/blocks with no plugin in
 * the list is a compile error naming it; a layout listed twice throws.
 */
export function createBlockRegistry<const P extends readonly AnyBlockPlugin[]>(
  plugins: P & ([MissingLayouts<P>] extends [never] ? unknown : { missingPluginsFor: MissingLayouts<P> }),
): BlockRegistry {
  const byLayout: Partial<Record<Layout, AnyBlockPlugin>> = {};
  for (const plugin of plugins) {
    if (byLayout[plugin.layout]) throw new Error(`Block layout "${plugin.layout}" is registered twice`);
    byLayout[plugin.layout] = plugin;
  }
  return byLayout as BlockRegistry;
}

/**
 * The plugin for `layout`. Generic in the layout, so the schema, the parsed block and the
 * component props stay one type through dispatch.
 */
export function blockPluginFor<L extends Layout>(registry: BlockRegistry, layout: L): BlockPlugin<L> {
  return registry[layout];
}

/**
 * Loads the component code of the given layouts (each once), so a render of their blocks does not
 * suspend: the server then holds every block in the first HTML, and hydration finds them ready.
 */
export async function preloadLayouts(registry: BlockRegistry, layouts: Iterable<Layout>): Promise<void> {
  await Promise.all([...new Set(layouts)].map((layout) => registry[layout].preload()));
}
