import type { ReactNode } from 'react';
import { EngineProvider, useEngine, type ApiClient } from '../engine';
import { offlineApi } from '../engine/testing';
import blogPosts from './fixtures/cms/blog-posts-golf.json';
import golfDrivers from './fixtures/cms/buying-guide-golf-drivers.json';

/** CMS answers by path: the seeded golf-drivers guide and golf posts (dumped from the server). */
const answers: Record<string, unknown> = {
  '/cms/v2/pages/buying_guide/golf-drivers': golfDrivers,
  '/cms/v2/posts': blogPosts,
};

/** The fixture answer to a headless CMS request (`override` replaces a path's data), or null for other paths. */
export function answerCms(request: Request, override: Record<string, unknown> = {}): Response | null {
  const path = new URL(request.url).pathname;
  if (!path.startsWith('/cms/')) return null;
  const data = path in override ? override[path] : answers[path];
  return data === undefined
    ? Response.json({ errors: [{ message: 'Page not found', code: 'not_found' }] }, { status: 404 })
    : Response.json({ data });
}

/**
 * An API client answering the headless CMS calls from fixtures (others fail), with `override`
 * replacing the data of a path: for stories, tests and the bench.
 */
export function cmsFixtureApi(override: Record<string, unknown> = {}): ApiClient {
  return offlineApi(
    (request) =>
      answerCms(request, override) ??
      Response.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, { status: 404 }),
  );
}

/** The surrounding engine, with CMS answers from fixtures. */
export function WithCmsFixtures({ children, override }: { children: ReactNode; override?: Record<string, unknown> }) {
  const engine = useEngine();
  return <EngineProvider value={{ ...engine, api: cmsFixtureApi(override) }}>{children}</EngineProvider>;
}
