import { Hono } from 'hono';
import { z } from 'zod';
import { RANK_API_KEY_HEADER, RECOMMENDATIONS_API_KEY, rankRequestSchema } from '../../schemas/requests/rank';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { rankForUser } from '../queries/rank';

const modelParams = z.object({ model_name: z.string().regex(/^[a-z0-9_-]{1,64}$/i, 'must be a model name') });

/**
 * The recommendation service's rank call (spec §7.8), served by our API: POST
 * /v1/models/{model_name}/rank with the API key header → `{ids}` (item ids as strings, best first),
 * not wrapped in `data`, as the third-party service answers. A wrong key is 403 (not 401, which
 * would sign the caller out).
 */
export function recommendationRoutes(db: Db, apiKey = RECOMMENDATIONS_API_KEY): Hono {
  return new Hono().post('/v1/models/:model_name/rank', async (c) => {
    if (c.req.header(RANK_API_KEY_HEADER) !== apiKey) throw new ApiError(403, [{ message: 'Invalid API key', code: 'forbidden' }]);
    parseInput(modelParams, c.req.param());
    const request = parseInput(rankRequestSchema, await readJsonBody(c));
    const ids = await rankForUser(db, request);
    if (!ids) throw ApiError.notFound('User not found');
    return c.json({ ids: ids.map(String) });
  });
}
