import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ebayLinkBodySchema } from '../../schemas/requests/ebay';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { findItemDetail } from '../item-page/item-detail';
import { requireLinkAccess } from './access';
import type { MarketplaceConnector } from './connector';
import { linkListing, setSync, syncNow } from './links';
import { requireMarketplace } from './unavailable';

const idParams = z.object({ id: dbIdParam });

/**
 * The item's eBay link (spec §4.2, §7.5; server/marketplaces/README.md 'eBay'): link a listing or turn sync on
 * and off (its seller and admins), Sync Now (admins: the `sync_ebay` grant). Each answers the item
 * as the caller sees it; without an eBay provider (production today) each answers 503 first.
 */
export function marketplaceLinkRoutes(db: Db, connector: MarketplaceConnector): Hono {
  const itemAfter = async (c: Context, id: number, viewerId: number) => {
    const item = await findItemDetail(db, id, viewerId);
    if (!item) throw ApiError.notFound('Item not found');
    return c.json({ data: item });
  };

  return new Hono()
    .post('/v1/items/:id/ebay/sync', async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      requireMarketplace(connector);
      const access = await requireLinkAccess(db, id, viewer.userId);
      if (!access.admin)
        throw new ApiError(403, [{ message: 'Only an admin can sync an item now', code: 'forbidden' }]);
      await syncNow(db, connector, id);
      return itemAfter(c, id, viewer.userId);
    })
    .post('/v1/items/:id/ebay', async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { ebay } = parseInput(ebayLinkBodySchema, await readJsonBody(c));
      requireMarketplace(connector);
      await requireLinkAccess(db, id, viewer.userId);
      if (ebay.id !== undefined) await linkListing(db, connector, id, ebay.id);
      else await setSync(db, id, ebay.sync);
      return itemAfter(c, id, viewer.userId);
    });
}
