import { queryOptions } from '@tanstack/react-query';
import { defineBlock } from '../../engine';

/**
 * collapsable-content-butter: FAQ or guide sections with a table of contents. Its data is the
 * sections with their HTML sanitised, so the server does it once and the page hydrates from it; the
 * sanitiser loads when the query first runs (every page's entry holds this plugin).
 */
export const collapsableContentButterBlock = defineBlock({
  layout: 'collapsable-content-butter',
  load: () => import('./CollapsableContent'),
  data: (block) =>
    queryOptions({
      queryKey: ['cms-sections', block.id, block.sections],
      queryFn: async () => (await import('../../ui/cms/sections')).sanitizeSections(block.sections),
      staleTime: Infinity,
    }),
});
