import { queryOptions } from '@tanstack/react-query';
import { defineBlock } from '../../engine';
import { sanitizeSections } from '../../ui/cms/sections';

/**
 * collapsable-content-butter: FAQ or guide sections with a table of contents. Its data is the
 * sections with their HTML sanitised, so the server does it once and the page hydrates from it.
 */
export const collapsableContentButterBlock = defineBlock({
  layout: 'collapsable-content-butter',
  load: () => import('./CollapsableContent'),
  data: (block) =>
    queryOptions({
      queryKey: ['cms-sections', block.id, block.sections],
      queryFn: () => sanitizeSections(block.sections),
      staleTime: Infinity,
    }),
});
