import { Hono } from 'hono';
import { lockerProfileBodySchema } from '../../schemas/requests/locker-profile';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { readLockerProfile, saveLockerProfile } from './locker-profile';

/**
 * A Kitswap Pro seller's locker head (issue 19 item 7), the signed-in caller's own: GET /v1/account/locker_profile
 * (what is stored, shown on the locker only while Pro runs) and PUT (bio and cover photo, Pro only).
 */
export function lockerProfileRoutes(db: Db): Hono {
  return new Hono()
    .get('/v1/account/locker_profile', async (c) =>
      c.json({ data: await readLockerProfile(db, requireViewer(c).userId) }),
    )
    .put('/v1/account/locker_profile', async (c) => {
      const { userId } = requireViewer(c);
      const body = parseInput(lockerProfileBodySchema, await readJsonBody(c));
      return c.json({ data: await saveLockerProfile(db, userId, body) });
    });
}
