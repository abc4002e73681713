import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { optionalViewer, requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput } from '../http/validate';
import { setFavorite } from './favorites';
import { findItemDetail } from './item-detail';
import { countView } from './item-views';

const idParams = z.object({ id: dbIdParam });
const trackQuery = z.object({ track: z.enum(['true', 'false']).optional() });
const byUrlQuery = trackQuery.extend({
  url: z
    .string()
    .max(2000)
    .regex(/^\/gear\//, 'must be an item path (/gear/...)'),
});

/** The id an item path ends with: '/gear/used-bauer-vapor-stick-42' or '/gear/42' → 42. */
function idOfItemPath(path: string): number | null {
  const digits = path.match(/^\/gear\/(?:[^/]*-)?(\d+)\/?$/)?.[1];
  const id = dbIdParam.safeParse(digits);
  return id.success ? id.data : null;
}

/**
 * The item page's calls (spec §2.9, §4.2): one item by id or by its url path, as the caller may see
 * it (a page view counted for the seller's insights unless ?track=false), and favourite /
 * unfavourite (PUT / DELETE /v1/items/{id}/favorite, signed in only).
 */
export function itemPageRoutes(db: Db): Hono {
  const itemOr404 = async (id: number | null, viewerId: number | null, track: boolean) => {
    const item = id === null ? null : await findItemDetail(db, id, viewerId);
    if (!item) throw ApiError.notFound('Item not found');
    if (track) await countView(db, item.id, viewerId);
    return item;
  };
  const favorite = (value: boolean) => async (c: Context) => {
    const viewer = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    const state = await setFavorite(db, viewer.userId, id, value);
    if (!state) throw ApiError.notFound('Item not found');
    return c.json({ data: state });
  };

  return new Hono()
    .get('/v1/items/by_url', async (c) => {
      const { url, track } = parseInput(byUrlQuery, c.req.query());
      return c.json({ data: await itemOr404(idOfItemPath(url), optionalViewer(c)?.userId ?? null, track !== 'false') });
    })
    .get('/v1/items/:id', async (c) => {
      const { id } = parseInput(idParams, c.req.param());
      const { track } = parseInput(trackQuery, c.req.query());
      return c.json({ data: await itemOr404(id, optionalViewer(c)?.userId ?? null, track !== 'false') });
    })
    .put('/v1/items/:id/favorite', favorite(true))
    .delete('/v1/items/:id/favorite', favorite(false));
}
