import { defineScreen } from '../../engine';

const load = () => import('./LockerScreen');
const prefetch = () => import('./prefetch').then((module) => module.prefetchLocker);

/**
 * A user's locker, their public storefront (spec §2.1): /locker/{username} and its sections
 * (/{itemState}, /about, /favorites, /feedback, /followers, /following).
 */
export const locker = defineScreen({
  id: 'locker',
  path: '/locker/:username/:section?',
  specRoutes: [
    '/locker/:username',
    '/locker/:username/:itemState',
    '/locker/:username/about',
    '/locker/:username/favorites',
    '/locker/:username/feedback',
    '/locker/:username/followers',
    '/locker/:username/following',
  ],
  load,
  prefetch,
});

/**
 * /{username}, the mobile menu's profile link (spec §2.1): the same locker. Listed last, so every
 * other one-segment route wins; a path that names no user is a 404.
 */
export const profile = defineScreen({ id: 'profile', path: '/:username', load, prefetch });
