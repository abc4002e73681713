import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { listFlowDetailSchema, listingSchema } from '../../schemas/entities/listing';
import { idSchema } from '../../schemas/primitives';

const TEN_MINUTES = 10 * 60 * 1000;
/** The picker shows a brand's models in a category matching the words typed; one page holds them. */
const MODELS_PAGE_SIZE = 50;

/** The item as its seller edits it (GET /v1/items/{id}/edit?track=false: no view is counted). */
export const listingQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['list-flow', 'listing', id],
    queryFn: () => api.get(`/v1/items/${id}/edit`, { query: { track: false }, schema: listingSchema }),
    staleTime: 0,
  });

/** What the list flow asks in a category: brand, condition and the category's own details (spec §3). */
export const listFlowDetailsQuery = (api: ApiClient, categoryId: number) =>
  queryOptions({
    queryKey: ['list-flow', 'details', categoryId],
    queryFn: () =>
      api.get('/v1/details', {
        query: { category_id: categoryId, scope: 'listable', context: 'list-flow' },
        schema: z.array(listFlowDetailSchema),
      }),
    staleTime: TEN_MINUTES,
  });

export const pickerModelSchema = z.object({ id: idSchema, name: z.string() });
export type PickerModel = z.infer<typeof pickerModelSchema>;

/** A brand's models in a category whose name holds `words` (GET /v1/models with `q`). */
export const modelPickerQuery = (api: ApiClient, categoryId: number, brandId: number, words: string) =>
  queryOptions({
    queryKey: ['list-flow', 'models', categoryId, brandId, words],
    queryFn: () =>
      api.get('/v1/models', {
        query: {
          category_id: categoryId,
          brand_id: brandId,
          q: words || undefined,
          sort: 'position_asc',
          page_size: MODELS_PAGE_SIZE,
        },
        schema: z.array(pickerModelSchema),
      }),
    staleTime: TEN_MINUTES,
  });

const candidateSchema = z.object({
  category: z.object({ id: idSchema, name: z.string() }),
  brand: z.object({ id: idSchema, name: z.string() }).nullable(),
  model: z.object({ id: idSchema, name: z.string(), brand_id: idSchema }).nullable(),
  confidence: z.number(),
});
export type DetectionCandidate = z.infer<typeof candidateSchema>;

/**
 * What the first photo looks like (POST /discovery/jobs/v1/detect {uri}): the candidates, best first. Kept per
 * photo, so going back and forth asks once; a failure is no suggestion, never an error for the seller.
 */
export const detectionQuery = (api: ApiClient, uri: string) =>
  queryOptions({
    queryKey: ['list-flow', 'detect', uri],
    queryFn: async () =>
      (
        await api.post(
          '/discovery/jobs/v1/detect',
          { uri },
          { schema: z.object({ candidates: z.array(candidateSchema) }), ignoreErrors: true },
        )
      )?.candidates ?? [],
    staleTime: Infinity,
  });
