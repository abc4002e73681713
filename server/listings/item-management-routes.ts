import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  priceDropBodySchema,
  removalBodySchema,
  saleMembershipBodySchema,
  takeDownBodySchema,
} from '../../schemas/requests/item-management';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { findItemDetail } from '../item-page/item-detail';
import { removeBySeller, removeFromGmc, takeDown, unreport } from '../items/item-moderation';
import { joinableSales, joinSale, leaveSale } from '../sales/sales';
import { dropPrice } from './price-drop';

const idParams = z.object({ id: dbIdParam });
const salesQuery = z.object({ scope: z.literal('joinable') });

/**
 * The seller's and the admin's item page calls (spec §2.9, §4.1, §6, §7.5, §7.9): price drop, join
 * and leave a sale, remove; take down, unreport and remove from the shopping feed (admins only,
 * 403 otherwise). Each answers the item as its page reads it (`ItemDetail`). Registered before the
 * list flow's routes: DELETE /v1/items/sale is not DELETE /v1/items/{id}.
 */
export function itemManagementRoutes(db: Db): Hono {
  /** Runs `write` as the signed-in caller on the item of the path, then answers the item. */
  const onItem = (write: (id: number, userId: number, c: Context) => Promise<void>) => async (c: Context) => {
    const { userId } = requireViewer(c);
    const { id } = parseInput(idParams, c.req.param());
    await write(id, userId, c);
    return c.json({ data: (await findItemDetail(db, id, userId))! });
  };
  const membership = (change: typeof joinSale) => async (c: Context) => {
    const { userId } = requireViewer(c);
    const { sale } = parseInput(saleMembershipBodySchema, await readJsonBody(c));
    await change(db, sale.item_id, sale.sale_id, userId);
    return c.json({ data: (await findItemDetail(db, sale.item_id, userId))! });
  };

  return new Hono()
    .get('/v1/sales', async (c) => {
      parseInput(salesQuery, c.req.query());
      return c.json({ data: await joinableSales(db) });
    })
    .post('/v1/items/sale', membership(joinSale))
    .delete('/v1/items/sale', membership(leaveSale))
    .post(
      '/v1/items/:id/price_drop',
      onItem(async (id, userId, c) => {
        const { item } = parseInput(priceDropBodySchema, await readJsonBody(c));
        await dropPrice(db, id, userId, item.price);
      }),
    )
    .post(
      '/v1/items/:id/remove',
      onItem(async (id, userId, c) => {
        const { removal } = parseInput(removalBodySchema, await readJsonBody(c));
        await removeBySeller(db, id, userId, removal);
      }),
    )
    .post(
      '/v1/items/:id/take_down',
      onItem(async (id, userId, c) => {
        const { take_down } = parseInput(takeDownBodySchema, await readJsonBody(c));
        await takeDown(db, id, userId, take_down.reason);
      }),
    )
    .post(
      '/v1/items/:id/unreport',
      onItem((id, userId) => unreport(db, id, userId)),
    )
    .post(
      '/v1/items/:id/remove_gmc',
      onItem((id, userId) => removeFromGmc(db, id, userId)),
    );
}
