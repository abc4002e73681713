import { queryOptions } from '@tanstack/react-query';
import { pageViewEnvelopeSchema } from '../../schemas/page-view-envelope';
import type { Platform } from '../../schemas/tile';
import type { ApiClient } from '../api/client';

/** A CMS page view by id or slug (GET /v1/page_views/{id}, edge API, spec §7.7). */
export function pageViewQuery(api: ApiClient, idOrSlug: string | number, platform: Platform = 'web') {
  return queryOptions({
    queryKey: ['page_views', String(idOrSlug), platform],
    queryFn: () =>
      api.request({
        service: 'edge',
        path: `/v1/page_views/${encodeURIComponent(idOrSlug)}`,
        query: { platform },
        schema: pageViewEnvelopeSchema,
      }),
  });
}
