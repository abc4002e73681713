import { Hono } from 'hono';
import { z } from 'zod';
import { insightsParamsSchema } from '../../schemas/entities/insights';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { readQuery } from '../http/query';
import { parseInput } from '../http/validate';
import { itemInsights } from './insights';

const idParams = z.object({ id: dbIdParam });

/**
 * GET /v1/items/{id}/insights?swap_id=&details[]= (spec §2.10, §3 'Insights response', §7.9): the
 * seller's pricing insights of one item; who may read them is in insights/insights.ts.
 */
export function insightsRoutes(db: Db): Hono {
  return new Hono().get('/v1/items/:id/insights', async (c) => {
    const viewer = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    const { swap_id, 'details[]': details } = parseInput(insightsParamsSchema, readQuery(c));
    const insights = await itemInsights(db, id, viewer, {
      ...(swap_id !== undefined ? { swapId: swap_id } : {}),
      detailSlugs: details === undefined ? 'required' : [...new Set(details.filter(Boolean))],
    });
    return c.json({ data: insights });
  });
}
