import { defineBlock } from '../../engine';
import { resultsQuery } from './results-query';

const load = () => import('./Results');

/** results: the block query's items as a list, with paging. */
export const resultsBlock = defineBlock({ layout: 'results', heading: 'hero', load, data: resultsQuery });

/** results-grid: the block query's items as a grid, with paging. */
export const resultsGridBlock = defineBlock({ layout: 'results-grid', heading: 'hero', load, data: resultsQuery });
