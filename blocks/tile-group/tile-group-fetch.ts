import type { ApiClient } from '../../engine';
import { guideModelSchema } from '../../schemas/cms/buying-guide';
import { modelDescriptionPageSchema } from '../../schemas/cms/cms';
import type { ModelSearchParams } from '../../schemas/requests/model-search';
import { sanitizeHtml } from '../../ui/cms/sanitize-html';
import type { TileGroupData } from './tile-group-queries';

const guideModelsSchema = guideModelSchema.array();

/**
 * The calls of a tile group's query (tile-group-queries.ts): a lazy chunk, with the sanitiser and the schemas,
 * loaded when the query first runs.
 */
export async function fetchTileGroup(
  api: ApiClient,
  models: ModelSearchParams | null,
  modelId: number | null,
): Promise<TileGroupData> {
  const [modelList, page] = await Promise.all([
    models ? api.get('/v1/models', { query: { ...models }, schema: guideModelsSchema }) : null,
    modelId === null
      ? null
      : api.get(`/cms/v2/pages/model_description/model-${modelId}`, {
          schema: modelDescriptionPageSchema,
          ignoreErrors: true,
        }),
  ]);
  const description = page
    ? { headline: page.fields.headline ?? null, html: await sanitizeHtml(page.fields.description) }
    : null;
  return { models: modelList, description };
}
