import { defineScreen } from '../../engine';

/** The Value Guide, 'What's Your Gear Worth?' (spec §1, §2.1 /value-guide{?prefilled form fields}, §2.12). */
export const valueGuide = defineScreen({
  id: 'value-guide',
  path: '/value-guide',
  load: () => import('./ValueGuideScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchValueGuide),
});
