import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { feedbackParamsSchema, userListParamsSchema } from '../../schemas/requests/locker';
import { optionalViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { readQuery } from '../http/query';
import { parseInput } from '../http/validate';
import { findFeedback, findPeople, findUserId, findUserProfile } from './locker';

const userParams = z.object({ id: z.string().min(1).max(100) });

/**
 * A locker's data (spec §2.1 /locker/{username}, §7.6), public, `{id}` a user id or a username:
 * - GET /v1/users/{id}?src=locker: the profile and its counts;
 * - GET /v1/users/{id}/followers and /following?page: people, as active sellers, with paging;
 * - GET /v1/users/{id}/feedback?page&rating[]: buyers' feedback, newest first, with paging.
 * An unknown user is a 404.
 */
export function lockerRoutes(db: Db): Hono {
  const userId = async (c: Context) => {
    const { id } = parseInput(userParams, c.req.param());
    const found = await findUserId(db, id);
    if (found === null) throw ApiError.notFound('User not found');
    return found;
  };
  const people = (list: 'followers' | 'following') => async (c: Context) => {
    const id = await userId(c);
    const params = parseInput(userListParamsSchema, c.req.query());
    const { users, paging } = await findPeople(db, id, list, params, optionalViewer(c)?.userId ?? null);
    return c.json({ data: users, meta: { paging } });
  };

  return new Hono()
    .get('/v1/users/:id', async (c) => {
      const profile = await findUserProfile(db, await userId(c), optionalViewer(c)?.userId ?? null);
      if (!profile) throw ApiError.notFound('User not found');
      return c.json({ data: profile });
    })
    .get('/v1/users/:id/followers', people('followers'))
    .get('/v1/users/:id/following', people('following'))
    .get('/v1/users/:id/feedback', async (c) => {
      const id = await userId(c);
      const { entries, paging } = await findFeedback(db, id, parseInput(feedbackParamsSchema, readQuery(c)));
      return c.json({ data: entries, meta: { paging } });
    });
}
