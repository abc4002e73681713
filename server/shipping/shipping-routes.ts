import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { addTrackingBodySchema, labelQuerySchema, printLabelQuerySchema } from '../../schemas/requests/shipping';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import { findSwap } from '../swaps/swaps';
import type { Carrier } from './carrier';
import { readShippingLabel } from './label-read';
import { addOwnTracking, printLabel } from './labels';

const idParams = z.object({ id: dbIdParam });

/**
 * Shipping a swap (issue 18 'Shipping', spec §7.3): the seller's prepaid label (PUT /v1/swaps/{id}/print_label), a
 * dispute's return label for the buyer (PUT /v2/swaps/{id}/dispute/print_label), the seller's own tracking number
 * (POST /v1/swaps/{id}/tracking) and the printable label's data (GET /v1/swaps/{id}/label). Writes answer the swap.
 */
export function shippingRoutes(db: Db, carrier: Carrier): Hono {
  const swapAnswer = async (id: number, viewerId: number) => {
    const swap = await findSwap(db, id, viewerId);
    if (!swap) throw ApiError.notFound('Swap not found');
    return swap;
  };
  const print = (purpose: 'sale' | 'return') =>
    async function handler(c: Context) {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const query = parseInput(printLabelQuerySchema, c.req.query());
      const created = await printLabel(db, carrier, {
        swapId: id,
        viewerId: viewer.userId,
        purpose,
        carrier: query.carrier,
        countryOfManufactureDetailId: query.country_of_manufacture_detail_id,
      });
      return c.json({ data: await swapAnswer(id, viewer.userId) }, created ? 201 : 200);
    };

  return new Hono()
    .put('/v1/swaps/:id{[0-9]+}/print_label', print('sale'))
    .put('/v2/swaps/:id{[0-9]+}/dispute/print_label', print('return'))
    .post('/v1/swaps/:id{[0-9]+}/tracking', async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { shipment } = parseInput(addTrackingBodySchema, await readJsonBody(c));
      await addOwnTracking(db, carrier, {
        swapId: id,
        viewerId: viewer.userId,
        code: shipment.carrier,
        trackingNumber: shipment.tracking_number,
      });
      return c.json({ data: await swapAnswer(id, viewer.userId) }, 201);
    })
    .get('/v1/swaps/:id{[0-9]+}/label', async (c) => {
      const viewer = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      const { purpose } = parseInput(labelQuerySchema, c.req.query());
      const label = await readShippingLabel(db, id, viewer.userId, purpose);
      if (!label) throw ApiError.notFound('Label not found');
      // The label names both parties' addresses: never kept by a shared cache.
      c.header('cache-control', 'private, no-store');
      return c.json({ data: label });
    });
}
