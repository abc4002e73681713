import { Hono } from 'hono';
import { z } from 'zod';
import { addPaymentMethodBodySchema } from '../../schemas/requests/payment-methods';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam } from '../http/params';
import { parseInput, readJsonBody } from '../http/validate';
import type { PaymentGateway } from './gateway';
import { addPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod } from './payment-methods';

const idParams = z.object({ id: dbIdParam });

/**
 * The signed-in user's saved cards (My Payment Methods, spec §2.1) through the payment gateway's vault: list, add
 * (a payment form's nonce), make one the default, remove. Only the caller's own: another user's id is 404. Every
 * call answers the caller's saved cards afterwards (the default first, then newest first).
 */
export function paymentMethodRoutes(db: Db, payments: PaymentGateway): Hono {
  return new Hono()
    .get('/v1/payment_methods', async (c) => c.json({ data: await listPaymentMethods(db, requireViewer(c).userId) }))
    .post('/v1/payment_methods', async (c) => {
      const { userId } = requireViewer(c);
      const { nonce } = parseInput(addPaymentMethodBodySchema, await readJsonBody(c));
      await addPaymentMethod(db, payments, userId, nonce);
      return c.json({ data: await listPaymentMethods(db, userId) }, 201);
    })
    .put('/v1/payment_methods/:id/default', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await makeDefaultPaymentMethod(db, userId, id);
      return c.json({ data: await listPaymentMethods(db, userId) });
    })
    .delete('/v1/payment_methods/:id', async (c) => {
      const { userId } = requireViewer(c);
      const { id } = parseInput(idParams, c.req.param());
      await removePaymentMethod(db, payments, userId, id);
      return c.json({ data: await listPaymentMethods(db, userId) });
    });
}
