import type { ApiClient } from '../engine';
import { fakeApi, json } from '../engine/testing';
import { cmsRoutes } from '../stories/cms-api';

/**
 * The real API client answering item search from fixture items (and the CMS from its fixtures), so the bench measures
 * rendering only. Its calls are all made by the prefetch, before the timed renders.
 */
export function fixtureApi(items: unknown[]): ApiClient {
  return fakeApi({
    ...cmsRoutes(),
    'GET /v1/items': ({ query }) => json({ data: items.slice(0, Number(query.get('page_size') ?? 24)) }),
  }).api;
}
