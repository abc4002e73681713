import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { lazySchema, type BlockDataContext, type BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { GuideModel } from '../../schemas/cms/buying-guide';
import type { ModelSearchParams } from '../../schemas/requests/model-search';

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const guideModelsSchema = lazySchema(() =>
  import('../../schemas/cms/buying-guide').then((schemas) => schemas.guideModelSchema.array()),
);

/** Spec §9: top models shows 8. */
export const TOP_MODELS = 8;

/**
 * GET /v1/models (spec §7.7): a category's most popular models (popular_desc); with a brand, that
 * brand's models in catalogue order (position_asc, the edge call).
 */
export function topModelsParams(block: BlockOf<'top-models'>): ModelSearchParams {
  const { category_id, brand_id } = block.query;
  return brand_id === undefined
    ? { category_id, context: 'shop', page_size: TOP_MODELS, sort: 'popular_desc' }
    : { brand_id, category_id, context: 'shop', page_size: TOP_MODELS, sort: 'position_asc' };
}

export function topModelsQuery(block: BlockOf<'top-models'>, { api }: BlockDataContext): BlockDataQuery<GuideModel[]> {
  const params = topModelsParams(block);
  const queryKey: QueryKey = ['models', params];
  return queryOptions({
    queryKey,
    queryFn: () => api.get('/v1/models', { query: { ...params }, schema: guideModelsSchema }),
  });
}
