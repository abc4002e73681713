import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { modelsCategoryId } from '../../schemas/blocks/tile-group-sources';
import type { GuideModel } from '../../schemas/cms/buying-guide';
import { DEFAULT_MODELS_PAGE_SIZE, type ModelSearchParams } from '../../schemas/requests/model-search';
import type { SafeHtml } from '../../ui/cms/sanitize-html';
import type { TileGroupBlock } from './shapes';

/** What a tile group's display_type tiles show beyond the CMS block. */
export interface TileGroupData {
  /** popular_models: the block category's most popular models (6, spec §9), else null. */
  models: GuideModel[] | null;
  /** model_description: the headless CMS 'model-{id}' page, sanitised; null when absent or not asked for. */
  description: { headline: string | null; html: SafeHtml } | null;
}

/** The models request of a block's popular_models tiles, or null when it has none. */
export function popularModelsParams(block: TileGroupBlock): ModelSearchParams | null {
  const categoryId = modelsCategoryId(block);
  if (categoryId === undefined || !block.tiles.some((tile) => tile.display_type === 'popular_models')) return null;
  return {
    category_id: categoryId,
    brand_id: block.query?.brand_id,
    context: 'shop',
    sort: 'popular_desc',
    page_size: DEFAULT_MODELS_PAGE_SIZE,
  };
}

/** The model whose CMS description a block's model_description tiles show, or null. */
export function describedModelId(block: TileGroupBlock): number | null {
  return block.tiles.some((tile) => tile.display_type === 'model_description') ? (block.query?.model_id ?? null) : null;
}

/**
 * A tile group's data: GET /v1/models for popular_models tiles and the 'model-{id}' CMS page for
 * model_description tiles, both only when a tile asks for them (otherwise no request at all).
 * The description's HTML is sanitised in the query, so the server does it once and the page hydrates
 * from it. The key is known at once; the fetching code (tile-group-fetch.ts, with the sanitiser) loads
 * when the query first runs: a server-rendered page hydrates without it.
 */
export function tileGroupQuery(api: ApiClient, block: TileGroupBlock) {
  const models = popularModelsParams(block);
  const modelId = describedModelId(block);
  return queryOptions({
    queryKey: ['tile-group', models, modelId],
    queryFn: async (): Promise<TileGroupData> =>
      (await import('./tile-group-fetch')).fetchTileGroup(api, models, modelId),
  });
}
