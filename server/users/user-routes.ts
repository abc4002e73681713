import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { activeSellersParamsSchema } from '../../schemas/requests/active-sellers';
import { optionalViewer, requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput } from '../http/validate';
import { findAccount, findActiveSellers, setFollowing } from './social';

const followParams = z.object({ uuid: z.string().min(1).max(200), userId: dbIdParam });

/**
 * Users (spec §7.6): the active sellers of a category, following and unfollowing
 * (PUT / DELETE /v1/users/{uuid}/following/{userId}, only as oneself), and the signed-in account.
 */
export function userRoutes(db: Db): Hono {
  const follow = (value: boolean) => async (c: Context) => {
    const viewer = requireViewer(c);
    const { uuid, userId } = parseInput(followParams, c.req.param());
    if (uuid !== viewer.uuid)
      throw new ApiError(403, [{ message: 'You can only change whom you follow', code: 'forbidden', field: 'uuid' }]);
    if (userId === viewer.userId)
      throw new ApiError(400, [{ message: 'You cannot follow yourself', code: 'invalid', field: 'userId' }]);
    const state = await setFollowing(db, viewer.userId, userId, value);
    if (!state) throw ApiError.notFound('User not found');
    return c.json({ data: state });
  };

  return new Hono()
    .get('/v1/active_sellers', async (c) => {
      const params = parseInput(activeSellersParamsSchema, c.req.query());
      return c.json({ data: await findActiveSellers(db, params, optionalViewer(c)?.userId ?? null) });
    })
    .put('/v1/users/:uuid/following/:userId', follow(true))
    .delete('/v1/users/:uuid/following/:userId', follow(false))
    .get('/v1/account', async (c) => {
      const viewer = requireViewer(c);
      const account = await findAccount(db, viewer.userId, viewer.uuid);
      if (!account) throw ApiError.notFound('Account not found');
      return c.json({ data: account });
    });
}
