import { defineBlock } from '../../engine';

/** text-pills: a wrap of rounded text links (spec §2.7). */
export const textPillsBlock = defineBlock({
  layout: 'text-pills',
  load: () => import('./TextPills'),
});
