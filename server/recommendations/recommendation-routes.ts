import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { RANK_API_KEY_HEADER, rankRequestSchema, RECOMMENDATIONS_API_KEY } from '../../schemas/requests/rank';
import { allowsDevStandIns } from '../config/environment';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { RANK_LIMIT, rateLimit } from '../limits/rate-limit';
import { rankForUser } from './rank';

const modelParams = z.object({ model_name: z.string().regex(/^[a-z0-9_-]{1,64}$/i, 'must be a model name') });

/**
 * The key the rank call must carry: KS_RANK_KEY when set; else, in development and test only, the
 * development key (RECOMMENDATIONS_API_KEY); else none, and every call is refused.
 */
export function rankApiKeyFromEnvironment(env: Record<string, string | undefined> = process.env): string | null {
  return env.KS_RANK_KEY || (allowsDevStandIns(env) ? RECOMMENDATIONS_API_KEY : null);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, so the answer's timing tells nothing about the key. */
function isKey(given: string | undefined, key: string | null): boolean {
  return key !== null && given !== undefined && timingSafeEqual(digest(given), digest(key));
}

/**
 * The recommendation service's rank call (spec §7.8), served by our API: POST
 * /v1/models/{model_name}/rank with the API key header → `{ids}` (item ids as strings, best first),
 * not wrapped in `data`, as the third-party service answers. A wrong or missing key, or any key
 * when none is configured, is 403 (not 401, which would sign the caller out).
 */
export function recommendationRoutes(db: Db, apiKey: string | null = rankApiKeyFromEnvironment()): Hono {
  return new Hono().post(
    '/v1/models/:model_name/rank',
    async (c, next) => {
      if (!isKey(c.req.header(RANK_API_KEY_HEADER), apiKey))
        throw new ApiError(403, [{ message: 'Invalid API key', code: 'forbidden' }]);
      await next();
    },
    rateLimit(db, RANK_LIMIT),
    async (c) => {
      parseInput(modelParams, c.req.param());
      const request = parseInput(rankRequestSchema, await readJsonBody(c));
      const ids = await rankForUser(db, request);
      if (!ids) throw ApiError.notFound('User not found');
      return c.json({ ids: ids.map(String) });
    },
  );
}
