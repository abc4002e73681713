// Type-level tests, checked by `tsc` (npm test's type check): a schema'd layout without a plugin
// does not compile, and a component's props are the validated block of its own layout.
import { defineBlock, type BlockProps } from './block-plugin';
import { createBlockRegistry } from './block-registry';

function Hero({ block }: BlockProps<'hero'>) {
  return block.title;
}

const hero = defineBlock({ layout: 'hero', load: async () => ({ default: Hero }) });

export function missingLayoutsDoNotCompile() {
  // @ts-expect-error -- every layout of schemas/blocks needs a plugin; this list has only 'hero'
  createBlockRegistry([hero]);
}

export function componentsTakeTheirOwnLayout() {
  // @ts-expect-error -- a hero component cannot be registered for the carousel layout
  defineBlock({ layout: 'carousel', load: async () => ({ default: Hero }) });
}
