import { Hono } from 'hono';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import { changeSubscriptionBodySchema, offerFloorBodySchema, subscribeBodySchema } from '../../schemas/requests/pro';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import type { PaymentGateway } from '../payments/gateway';
import { proBillingHistory } from './pro-billing-history';
import { setOfferFloor } from './pro-offer-floor';
import { cancelSubscription, changeSubscription, proPlans, proStatus, subscribe } from './pro-subscriptions';

/** The idempotency key: 1–200 visible ASCII characters (a UUID, as the client sends). */
const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'Send an idempotency key' })
    .regex(/^[\x21-\x7e]{1,200}$/, 'An idempotency key is 1–200 visible ASCII characters'),
});

/**
 * Kitswap Pro (issue 19, spec §4.9, §6): the plans (public), and for the signed-in seller their
 * subscription — subscribe through the payment gateway, change from the next period, cancel at period
 * end, their billing history — and the offer floor that blocks low-ball offers.
 */
export function proRoutes(db: Db, payments: PaymentGateway): Hono {
  return new Hono()
    .get('/v1/pro/plans', async (c) => c.json({ data: await proPlans(db) }))
    .get('/v1/pro/subscription', async (c) => c.json({ data: await proStatus(db, payments, requireViewer(c).userId) }))
    .post('/v1/pro/subscription', async (c) => {
      const { userId } = requireViewer(c);
      const headers = parseInput(idempotencyHeader, { [IDEMPOTENCY_HEADER]: c.req.header(IDEMPOTENCY_HEADER) });
      const { subscription } = parseInput(subscribeBodySchema, await readJsonBody(c));
      const result = await subscribe(db, payments, userId, headers[IDEMPOTENCY_HEADER], subscription);
      return c.json({ data: result.status }, result.created ? 201 : 200);
    })
    .put('/v1/pro/subscription', async (c) => {
      const { userId } = requireViewer(c);
      const { subscription } = parseInput(changeSubscriptionBodySchema, await readJsonBody(c));
      return c.json({ data: await changeSubscription(db, payments, userId, subscription) });
    })
    .delete('/v1/pro/subscription', async (c) =>
      c.json({ data: await cancelSubscription(db, payments, requireViewer(c).userId) }),
    )
    .get('/v1/pro/billing_history', async (c) => c.json({ data: await proBillingHistory(db, requireViewer(c).userId) }))
    .put('/v1/pro/offer_floor', async (c) => {
      const { userId } = requireViewer(c);
      const { offer_floor } = parseInput(offerFloorBodySchema, await readJsonBody(c));
      return c.json({ data: await setOfferFloor(db, payments, userId, offer_floor.percent) });
    });
}
