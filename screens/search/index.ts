import { defineScreen } from '../../engine';

/** Search results (/search?{filters}, spec §2.1, §2.8): the browse of ui/browse in the search context. */
export const search = defineScreen({
  id: 'search',
  path: '/search',
  load: () => import('./SearchScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchSearch),
});
