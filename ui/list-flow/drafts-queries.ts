import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { listingSchema } from '../../schemas/entities/listing';

/**
 * The signed-in seller's drafts, newest first (GET /v1/items/drafts): the locker's 'Drafts' lists them, the list
 * flow refreshes them after each save.
 */
export const draftsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['items', 'drafts'],
    queryFn: () => api.get('/v1/items/drafts', { schema: z.array(listingSchema) }),
  });

/** Where a draft (or any item its seller edits) is continued: the list flow (spec §2.1 'Draft items link here'). */
export const listFlowHref = (itemId: number) => `/items/${itemId}`;
