import { defineScreen } from '../../engine';

/** Guides & Reviews (/buying-guides): every buying guide, then the newest blog posts. */
export const buyingGuides = defineScreen({
  id: 'buying-guides',
  path: '/buying-guides',
  load: () => import('./GuidesScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchGuides),
});
