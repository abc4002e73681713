import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { guideModelSchema } from '../../schemas/cms/buying-guide';
import { valueGuideDetailsResponseSchema } from '../../schemas/entities/value-guide';

const TEN_MINUTES = 10 * 60 * 1000;
/** Every model of a brand in a category fits one page (the seed's largest has a handful). */
const MODELS_PAGE_SIZE = 50;

/** The details a category is priced by, and the category as a listing names it (GET /v1/value_guide/details). */
export const valueGuideDetailsQuery = (api: ApiClient, categoryId: number) =>
  queryOptions({
    queryKey: ['value-guide', 'details', categoryId],
    queryFn: () =>
      api.get('/v1/value_guide/details', {
        query: { category_id: categoryId },
        full: true,
        schema: valueGuideDetailsResponseSchema,
      }),
    staleTime: TEN_MINUTES,
  });

/** A brand's models in a category, in catalogue order (GET /v1/models {category_id, brand_id}, spec §7.7). */
export const valueGuideModelsQuery = (api: ApiClient, categoryId: number, brandId: number) =>
  queryOptions({
    queryKey: ['value-guide', 'models', categoryId, brandId],
    queryFn: () =>
      api.get('/v1/models', {
        query: { category_id: categoryId, brand_id: brandId, sort: 'position_asc', page_size: MODELS_PAGE_SIZE },
        schema: z.array(guideModelSchema),
      }),
    staleTime: TEN_MINUTES,
  });
