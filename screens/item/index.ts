import { defineScreen } from '../../engine';

/** The item page (/gear/{...item}, spec §2.9): the item found by its url path or id, server-rendered. */
export const item = defineScreen({
  id: 'item',
  path: '/gear/*',
  load: () => import('./ItemScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchItem),
});
