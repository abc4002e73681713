import { Hono } from 'hono';
import { z } from 'zod';
import { createSwapBodySchema } from '../../schemas/requests/swap';
import { optionalViewer, requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { createSwap, findSwap, listItemOffers } from '../queries/swaps';

const idParams = z.object({ id: dbIdParam });

/**
 * Swaps and offers (spec §7.3): POST /v1/swaps gets or creates the caller's swap about an item
 * (Message Seller) and adds the offer when one is sent (201 when the swap is new, else 200);
 * GET /v1/swaps/{id} for its buyer or seller; GET /v1/items/{id}/offers.
 */
export function swapRoutes(db: Db): Hono {
  return new Hono()
    .post('/v1/swaps', async (c) => {
      const viewer = requireViewer(c);
      const { swap } = parseInput(createSwapBodySchema, await readJsonBody(c));
      const { id, created } = await createSwap(db, viewer.userId, swap.item_id, swap.offer);
      return c.json({ data: await findSwap(db, id, viewer.userId) }, created ? 201 : 200);
    })
    // Digits only: /v1/swaps/badge (the chrome's Inbox count) is another route.
    .get('/v1/swaps/:id{[0-9]+}', async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const swap = await findSwap(db, id, viewer.userId);
      if (!swap) throw ApiError.notFound('Swap not found');
      return c.json({ data: swap });
    })
    .get('/v1/items/:id/offers', async (c) => {
      const { id } = parseInput(idParams, c.req.param());
      const offers = await listItemOffers(db, id, optionalViewer(c)?.userId ?? null);
      if (!offers) throw ApiError.notFound('Item not found');
      return c.json({ data: offers });
    });
}
