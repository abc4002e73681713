import type { ApiClient } from '../engine';
import { offlineApi } from '../engine/testing';
import { answerCms } from '../stories/cms-api';

/**
 * The real API client answering item search from fixture items (and the CMS from its fixtures), so the bench measures
 * rendering only.
 */
export function fixtureApi(items: unknown[]): ApiClient {
  return offlineApi((request) => {
    const url = new URL(request.url);
    const pageSize = Number(url.searchParams.get('page_size') ?? 24);
    if (url.pathname === '/v1/items') return Response.json({ data: items.slice(0, pageSize) });
    const cms = answerCms(request);
    if (cms) return cms;
    return Response.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, { status: 404 });
  });
}
