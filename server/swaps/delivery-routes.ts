import { Hono } from 'hono';
import { z } from 'zod';
import { openDisputeBodySchema, resolveDisputeBodySchema } from '../../schemas/requests/disputes';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import type { PaymentGateway } from '../payments/gateway';
import { acceptItem } from './delivery';
import { openDispute, resolveDispute } from './disputes';
import { refundUnshipped } from './refunds';
import { findSwap } from './swaps';

const idParams = z.object({ id: dbIdParam });
const SWAP = '/v1/swaps/:id{[0-9]+}';

/**
 * After delivery (issue 18, server/swaps/README.md 'Escrow'): the buyer accepts the item or reports a
 * problem within 72 hours, an admin resolves the dispute, the buyer cancels an order unshipped 7
 * days after payment. Each answers the swap as the caller now sees it.
 */
export function deliveryRoutes(db: Db, payments: PaymentGateway): Hono {
  const swapAfter = async (id: number, viewerId: number) => {
    const swap = await findSwap(db, id, viewerId);
    if (!swap) throw ApiError.notFound('Swap not found');
    return swap;
  };

  return new Hono()
    .post(`${SWAP}/accept`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await acceptItem(db, id, viewer.userId);
      return c.json({ data: await swapAfter(id, viewer.userId) });
    })
    .post(`${SWAP}/dispute`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { dispute } = parseInput(openDisputeBodySchema, await readJsonBody(c));
      await openDispute(db, id, viewer.userId, dispute);
      return c.json({ data: await swapAfter(id, viewer.userId) }, 201);
    })
    .put(`${SWAP}/dispute`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { resolution } = parseInput(resolveDisputeBodySchema, await readJsonBody(c));
      await resolveDispute(db, payments, id, viewer.userId, resolution);
      return c.json({ data: await swapAfter(id, viewer.userId) });
    })
    .post(`${SWAP}/refund`, async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await refundUnshipped(db, payments, id, viewer.userId);
      return c.json({ data: await swapAfter(id, viewer.userId) });
    });
}
