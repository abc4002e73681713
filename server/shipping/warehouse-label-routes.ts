import { Hono } from 'hono';
import { z } from 'zod';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput } from '../http/validate';
import { findWarehouseLabel } from './warehouse-labels';

const idParams = z.object({ id: dbIdParam });

/** The words of the 403: who may print the label, so the caller knows it is not a fault. */
export const WAREHOUSE_LABEL_FORBIDDEN = "Only your organisation's warehouse staff can print this label";

/**
 * GET /v1/items/{id}/warehouse_label (spec §2.1, §6 'Organisation user: can print warehouse
 * labels'): signed in (401), the caller's token carries the org_id of the item's seller (403
 * `forbidden` otherwise), a known item (404).
 */
export function warehouseLabelRoutes(db: Db, { webOrigin }: { webOrigin: string }): Hono {
  return new Hono().get('/v1/items/:id/warehouse_label', async (c) => {
    const viewer = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    const found = await findWarehouseLabel(db, id, viewer.orgId, webOrigin);
    if (found.kind === 'not_found') throw ApiError.notFound('Item not found');
    if (found.kind === 'forbidden')
      throw new ApiError(403, [{ message: WAREHOUSE_LABEL_FORBIDDEN, code: 'forbidden' }]);
    // The label names the organisation's cost: never kept by a shared cache.
    c.header('cache-control', 'private, no-store');
    return c.json({ data: found.label });
  });
}
