import { Hono } from 'hono';
import { z } from 'zod';
import {
  counterOfferBodySchema,
  createSwapBodySchema,
  createSwapMessageBodySchema,
  updateOfferBodySchema,
} from '../../schemas/requests/swap';
import { optionalViewer, requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { counterOffer } from './counter-offers';
import {
  addSwapMessage,
  answerOffer,
  createSwap,
  findSwap,
  listItemOffers,
  listSwapMessages,
  markSwapRead,
} from './swaps';

const idParams = z.object({ id: dbIdParam });
const offerParams = z.object({ id: dbIdParam, offerId: dbIdParam });
// Digits only: /v1/swaps/badge (the chrome's Inbox count) and /v1/swaps/read are other routes.
const SWAP = '/v1/swaps/:id{[0-9]+}';

/**
 * Swaps and offers (spec §7.3): POST /v1/swaps gets or creates the caller's swap about an item
 * (Message Seller) and adds the offer when one is sent (201 when the swap is new, else 200);
 * GET /v1/swaps/{id} for its buyer or seller, its messages, a message, marking it read, an
 * answer to an offer, the seller's counter-offer; GET /v1/items/{id}/offers. Anyone outside a swap gets 404 for it.
 */
export function swapRoutes(db: Db): Hono {
  const swapOr404 = async (id: number, viewerId: number) => {
    const swap = await findSwap(db, id, viewerId);
    if (!swap) throw ApiError.notFound('Swap not found');
    return swap;
  };

  return new Hono()
    .post('/v1/swaps', async (c) => {
      const viewer = requireViewer(c);
      const { swap } = parseInput(createSwapBodySchema, await readJsonBody(c));
      const { id, created } = await createSwap(db, viewer.userId, swap.item_id, swap.offer);
      return c.json({ data: await findSwap(db, id, viewer.userId) }, created ? 201 : 200);
    })
    .get(SWAP, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      return c.json({ data: await swapOr404(id, viewer.userId) });
    })
    .get(`${SWAP}/messages`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const messages = await listSwapMessages(db, id, viewer.userId);
      if (!messages) throw ApiError.notFound('Swap not found');
      return c.json({ data: messages });
    })
    .post(`${SWAP}/messages`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { message } = parseInput(createSwapMessageBodySchema, await readJsonBody(c));
      return c.json({ data: await addSwapMessage(db, id, viewer.userId, message.body) }, 201);
    })
    .post(`${SWAP}/read`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      if (!(await markSwapRead(db, id, viewer.userId))) throw ApiError.notFound('Swap not found');
      return c.json({ data: { id, unread: false } });
    })
    .put(`${SWAP}/offers/:offerId{[0-9]+}`, async (c) => {
      const viewer = requireViewer(c);
      const { id, offerId } = parseInput(offerParams, c.req.param());
      const { offer } = parseInput(updateOfferBodySchema, await readJsonBody(c));
      await answerOffer(db, id, offerId, viewer.userId, offer.state);
      return c.json({ data: await swapOr404(id, viewer.userId) });
    })
    .post(`${SWAP}/offers/:offerId{[0-9]+}/counter`, async (c) => {
      const viewer = requireViewer(c);
      const { id, offerId } = parseInput(offerParams, c.req.param());
      const { offer } = parseInput(counterOfferBodySchema, await readJsonBody(c));
      await counterOffer(db, id, offerId, viewer.userId, offer.amount);
      return c.json({ data: await swapOr404(id, viewer.userId) }, 201);
    })
    .get('/v1/items/:id/offers', async (c) => {
      const { id } = parseInput(idParams, c.req.param());
      const offers = await listItemOffers(db, id, optionalViewer(c)?.userId ?? null);
      if (!offers) throw ApiError.notFound('Item not found');
      return c.json({ data: offers });
    });
}
