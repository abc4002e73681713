import type { FakeRoutes } from '../engine/testing';
import blogPosts from './fixtures/cms/blog-posts-golf.json';
import golfDrivers from './fixtures/cms/buying-guide-golf-drivers.json';
import modelDescription from './fixtures/cms/model-description-tsr2.json';

/** The CMS data of the stories by path, dumped from the seeded server: the golf-drivers guide, golf posts, the TSR2. */
const cmsFixtures: Record<string, unknown> = {
  '/cms/v2/pages/buying_guide/golf-drivers': golfDrivers,
  '/cms/v2/posts': blogPosts,
  [`/cms/v2/pages/model_description/${modelDescription.slug}`]: modelDescription,
};

/**
 * Routes for fakeApi answering the headless CMS calls from fixtures, with `override` replacing the data of a path: for
 * stories and the bench.
 */
export const cmsRoutes = (override: Record<string, unknown> = {}): FakeRoutes =>
  Object.fromEntries(Object.entries({ ...cmsFixtures, ...override }).map(([path, data]) => [`GET ${path}`, { data }]));
