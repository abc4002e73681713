import { defineScreen } from '../../engine';

/** Shop landers (/shop/{...lander}): a lander's CMS page view, its blocks pre-filled from the v2 meta. */
export const shop = defineScreen({
  id: 'shop',
  path: '/shop/*',
  load: () => import('./LanderScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchLander),
});

/** Navigation landers (/nav/{...shop}, e.g. 'How to Ship'): resolved like shop landers. */
export const nav = defineScreen({
  id: 'nav',
  path: '/nav/*',
  load: () => import('./LanderScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchLander),
});
