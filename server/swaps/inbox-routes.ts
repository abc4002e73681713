import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { swapCountsParamsSchema, swapListParamsSchema, swapsReadParamsSchema } from '../../schemas/requests/inbox';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput } from '../http/validate';
import { listInboxSwaps, markFolderRead, setSwapArchived, setSwapStar, swapCounts } from './inbox';

const idParams = z.object({ id: dbIdParam });

/**
 * The swaps inbox (spec §2.11, §4.6, §7.3), signed in only: folder counts of a side, one page of a
 * folder, starring and archiving (each party their own), and marking a folder read. The caller sees
 * only swaps they buy in (type buy) or sell in (type sell).
 */
export function inboxRoutes(db: Db): Hono {
  const star = (starred: boolean) => async (c: Context) => {
    const viewer = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    if (!(await setSwapStar(db, viewer.userId, id, starred))) throw ApiError.notFound('Swap not found');
    return c.json({ data: { id, starred } });
  };
  const archive = (archived: boolean) => async (c: Context) => {
    const viewer = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    if (!(await setSwapArchived(db, viewer.userId, id, archived))) throw ApiError.notFound('Swap not found');
    return c.json({ data: { id, archived } });
  };
  return new Hono()
    .get('/v2/swaps/counts', async (c) => {
      const viewer = requireViewer(c);
      const { type } = parseInput(swapCountsParamsSchema, c.req.query());
      return c.json({ data: await swapCounts(db, viewer.userId, type) });
    })
    .get('/v2/swaps', async (c) => {
      const viewer = requireViewer(c);
      const params = parseInput(swapListParamsSchema, c.req.query());
      return c.json(await listInboxSwaps(db, viewer.userId, params));
    })
    .put('/v2/swaps/:id/star', star(true))
    .put('/v2/swaps/:id/unstar', star(false))
    .put('/v2/swaps/:id/archive', archive(true))
    .put('/v2/swaps/:id/unarchive', archive(false))
    .post('/v1/swaps/read', async (c) => {
      const viewer = requireViewer(c);
      const { type, scope } = parseInput(swapsReadParamsSchema, c.req.query());
      return c.json({ data: { read: await markFolderRead(db, viewer.userId, type, scope) } });
    });
}
