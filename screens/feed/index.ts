import { defineScreen } from '../../engine';

/**
 * My Favorites (/feed, spec §2.1 'Favourites feed', the header's Favorites): the signed-in user's
 * favourites, then what the sellers they follow have listed; a guest is asked to log in.
 */
export const feed = defineScreen({
  id: 'feed',
  path: '/feed',
  load: () => import('./FeedScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchFeed),
});
