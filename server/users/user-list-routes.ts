import { Hono } from 'hono';
import { z } from 'zod';
import { userItemListParamsSchema } from '../../schemas/requests/user-item-lists';
import { optionalViewer, requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput } from '../http/validate';
import { findFavoriteItems, findFollowedItems, findUserIdByUuid } from './user-item-lists';

const uuidParams = z.object({ uuid: z.string().min(1).max(100) });

/**
 * A user's item lists (spec §2.1 /feed, /locker/{username}/favorites), pages of item-search items
 * as `{data, meta: {paging}}`:
 * - GET /v1/users/{uuid}/favorites is public, as a locker's Favorites tab shows them to anyone;
 *   the caller's own uuid (the token's) needs no lookup, any other is found in users.uuid (404 if none).
 * - GET /v1/users/{uuid}/followed_items is the signed-in user's own feed: anyone else's is 403.
 */
export function userListRoutes(db: Db): Hono {
  return new Hono()
    .get('/v1/users/:uuid/favorites', async (c) => {
      const { uuid } = parseInput(uuidParams, c.req.param());
      const params = parseInput(userItemListParamsSchema, c.req.query());
      const viewer = optionalViewer(c);
      const userId = viewer?.uuid === uuid ? viewer.userId : await findUserIdByUuid(db, uuid);
      if (userId === null) throw ApiError.notFound('User not found');
      const { items, paging } = await findFavoriteItems(db, userId, params, viewer?.userId ?? null);
      return c.json({ data: items, meta: { paging } });
    })
    .get('/v1/users/:uuid/followed_items', async (c) => {
      const viewer = requireViewer(c);
      const { uuid } = parseInput(uuidParams, c.req.param());
      if (uuid !== viewer.uuid)
        throw new ApiError(403, [
          { message: 'You can only see items from sellers you follow', code: 'forbidden', field: 'uuid' },
        ]);
      const params = parseInput(userItemListParamsSchema, c.req.query());
      const { items, paging } = await findFollowedItems(db, viewer.userId, params);
      return c.json({ data: items, meta: { paging } });
    });
}
