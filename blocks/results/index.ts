import { defineBlock } from '../../engine';

const load = () => import('./Results');

/** results: the block query's items as a list, with paging. */
export const resultsBlock = defineBlock({ layout: 'results', heading: 'hero', load });

/** results-grid: the block query's items as a grid, with paging. */
export const resultsGridBlock = defineBlock({ layout: 'results-grid', heading: 'hero', load });
