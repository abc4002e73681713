import { Hono } from 'hono';
import { z } from 'zod';
import { parcelInputSchema } from '../../schemas/requests/item-draft';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { listFlowDetails } from './list-flow-details';
import { createParcel } from './parcels';

const detailsQuery = z.object({
  category_id: dbIdParam,
  scope: z.enum(['listable']).optional(),
  context: z.enum(['list-flow']).optional(),
});

/**
 * The list flow's lookups (spec §7.5): GET /v1/details?category_id&scope=listable&context=list-flow
 * (public: what a category asks a seller, 404 unknown category) and POST /v1/parcels (signed in).
 */
export function listFlowRoutes(db: Db): Hono {
  return new Hono()
    .get('/v1/details', async (c) => {
      const { category_id } = parseInput(detailsQuery, c.req.query());
      const details = await listFlowDetails(db, category_id);
      if (!details) throw ApiError.notFound('Category not found');
      return c.json({ data: details });
    })
    .post('/v1/parcels', async (c) => {
      const { userId } = requireViewer(c);
      const { parcel } = parseInput(z.object({ parcel: parcelInputSchema }), await readJsonBody(c));
      return c.json({ data: await createParcel(db, userId, parcel) }, 201);
    });
}
