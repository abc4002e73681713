import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../../schemas/tile';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';

/** Loaded on first use: a server-rendered page view hydrates from the server's data, without it. */
const pageViewEnvelopeSchema = lazySchema(() =>
  import('../../schemas/page-view-envelope').then((schemas) => schemas.pageViewEnvelopeSchema),
);

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
