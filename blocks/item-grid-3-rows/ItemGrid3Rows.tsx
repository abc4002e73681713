import type { BlockProps } from '../../engine';

/** Spec §2.7: item-grid-3-rows renders nothing, whatever its title or query. */
export default function ItemGrid3Rows(_props: BlockProps<'item-grid-3-rows'>) {
  return null;
}
