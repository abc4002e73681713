import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { catalogOrderBodySchema, IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { findItemDetail } from '../item-page/item-detail';
import type { PaymentGateway } from '../payments/gateway';
import { bumpCatalog, bumpInfo, bumpItem } from './bumps';
import { orderCatalogEntry } from './catalog-orders';

const idParams = z.object({ id: dbIdParam });
/** Only bump packs are sold: `type[]=bump`, or no type at all. */
const catalogQuery = z.object({ 'type[]': z.array(z.literal('bump')).optional() });
/** The idempotency key: 1–200 visible ASCII characters (a UUID, as the client sends). */
const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'Send an idempotency key' })
    .regex(/^[\x21-\x7e]{1,200}$/, 'An idempotency key is 1–200 visible ASCII characters'),
});

/**
 * Bumps (spec §3 'Bump info', §4.2, §7.4): the seller's bump info, the bump packs, buying one
 * through the payment gateway, and bumping an item (a pro bump for Kitswap Pro). All signed in but
 * the catalog.
 */
export function bumpRoutes(db: Db, payments: PaymentGateway): Hono {
  const bump = (kind: 'bump' | 'pro_bump') => async (c: Context) => {
    const { userId } = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    await bumpItem(db, id, userId, kind);
    return c.json({ data: { item: (await findItemDetail(db, id, userId))!, bump_info: await bumpInfo(db, userId) } });
  };
  return new Hono()
    .get('/v1/bumps/info', async (c) => c.json({ data: await bumpInfo(db, requireViewer(c).userId) }))
    .get('/v1/catalogs', async (c) => {
      parseInput(catalogQuery, c.req.queries());
      return c.json({ data: await bumpCatalog(db) });
    })
    .post('/v1/orders', async (c) => {
      const { userId } = requireViewer(c);
      const headers = parseInput(idempotencyHeader, { [IDEMPOTENCY_HEADER]: c.req.header(IDEMPOTENCY_HEADER) });
      const { order } = parseInput(catalogOrderBodySchema, await readJsonBody(c));
      const placed = await orderCatalogEntry(db, payments, userId, headers[IDEMPOTENCY_HEADER], order);
      return c.json({ data: placed.order }, placed.created ? 201 : 200);
    })
    .post('/v1/items/:id/bump', bump('bump'))
    .post('/v1/items/:id/pro_bump', bump('pro_bump'));
}
