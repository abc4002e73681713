import { ApiError, lazySchema, type ApiClient } from '../../engine';
import type { RankRequest } from '../../schemas/requests/rank';

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const rankResponseSchema = lazySchema(() =>
  import('../../schemas/requests/rank').then((schemas) => schemas.rankResponseSchema),
);

/** The rank body of spec §7.8 for one user (their account's external_id). */
export function rankRequest(externalId: string): RankRequest {
  return {
    user_id: externalId,
    flush_paginations: false,
    return_metadata: false,
    config: {
      limit: 250,
      diversity_factor: 0.5,
      diversity_window: 4,
      diversity_attributes: ['category_2'],
      retrieval_k: 1250,
      retriever_k_override: { knn: 1000, toplist: 0, trending: 0, random: 250, chronological: 0 },
    },
  };
}

/** Spec §8: what a rank answer that is not JSON (or not a rank answer) fails with. */
export const RANK_PARSE_ERROR = 'Failed to parse rank response JSON';

/**
 * POST /v1/models/{model_name}/rank (spec §7.8): the ranked item ids, best first. The recommendation
 * service is a third party, so no bearer token is sent; its API key is the server's secret, added
 * by the host (host/server/rank-key.ts), never shipped to the browser. Spec §8: an answer that
 * is not JSON fails with 'Failed to parse rank response JSON'; an error whose body has a `message`
 * fails with that message, its body wrapped as `detail: [{msg, type: 'error'}]`.
 */
export async function rankItemIds(api: ApiClient, modelName: string, externalId: string): Promise<number[]> {
  const path = `/v1/models/${encodeURIComponent(modelName)}/rank`;
  const schema = rankResponseSchema.schema();
  schema.catch(() => {});
  let body: unknown;
  try {
    body = await api.request({ method: 'POST', path, body: rankRequest(externalId), auth: false, full: true });
  } catch (error) {
    throw wrapRankError(error);
  }
  const parsed = typeof body === 'string' ? null : (await schema).safeParse(body);
  if (!parsed?.success) throw new ApiError({ status: 200, endpoint: path, json: null, message: RANK_PARSE_ERROR });
  return parsed.data.ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

function wrapRankError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  const json: unknown = error.json;
  if (json === null)
    return new ApiError({ status: error.status, endpoint: error.endpoint, message: RANK_PARSE_ERROR, cause: error });
  const message =
    typeof json === 'object' && 'message' in json && typeof json.message === 'string' ? json.message : null;
  if (message === null) return error;
  return new ApiError({
    status: error.status,
    endpoint: error.endpoint,
    json: { detail: [{ msg: message, type: 'error' }] },
    message,
    cause: error,
  });
}
