import { Hono } from 'hono';
import { z } from 'zod';
import { sellerDashboardParamsSchema } from '../../schemas/requests/seller-dashboard';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput } from '../http/validate';
import { findSellerDashboard } from './seller-dashboard';

const paramsSchema = z.object({ uuid: z.string().min(1).max(100) });

/**
 * GET /v1/users/:uuid/seller_dashboard?days=30|90: the signed-in seller's own dashboard (balances, pending sales,
 * recent sales, items to ship, drafts, the window's stats). Signed in (else 401); any uuid but the token's is 404,
 * like a swap that is not the caller's: the dashboard of another account is never confirmed to exist.
 */
export function sellerDashboardRoutes(db: Db): Hono {
  return new Hono().get('/v1/users/:uuid/seller_dashboard', async (c) => {
    const viewer = requireViewer(c);
    const { uuid } = parseInput(paramsSchema, c.req.param());
    if (uuid !== viewer.uuid) throw ApiError.notFound('Seller dashboard not found');
    const { days } = parseInput(sellerDashboardParamsSchema, c.req.query());
    return c.json({ data: await findSellerDashboard(db, viewer.userId, days) });
  });
}
