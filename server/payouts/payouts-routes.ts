import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import { cashOutBodySchema } from '../../schemas/requests/payouts';
import { requireViewer } from '../auth/viewer';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { cashOut, cashoutSummary, payoutHistory } from './payouts';
import type { PayoutProvider } from './provider';

const paramsSchema = z.object({ uuid: z.string().min(1).max(100) });

/** The idempotency key: 1–200 visible ASCII characters (a UUID, as the client sends), as Pro's. */
const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'Send an idempotency key' })
    .regex(/^[\x21-\x7e]{1,200}$/, 'An idempotency key is 1–200 visible ASCII characters'),
});

/** The caller's id: signed in (401), the path's uuid theirs — another user's payouts are not confirmed (404). */
function owner(c: Context): number {
  const viewer = requireViewer(c);
  const { uuid } = parseInput(paramsSchema, c.req.param());
  if (uuid !== viewer.uuid) throw ApiError.notFound('Not found');
  return viewer.userId;
}

/**
 * Cash-outs (issue 33 item 3, server/payouts/README.md): what the cash-out page reads, the caller's payouts, and a
 * cash-out of all or part of Available through the payout provider. Mounted in server/app.ts.
 */
export function payoutsRoutes(db: Db, provider: PayoutProvider, cipher: FieldCipher): Hono {
  return new Hono()
    .get('/v1/users/:uuid/cashout', async (c) => c.json({ data: await cashoutSummary(db, provider, owner(c)) }))
    .get('/v1/users/:uuid/payouts', async (c) => c.json({ data: await payoutHistory(db, owner(c)) }))
    .post('/v1/users/:uuid/payouts', async (c) => {
      const userId = owner(c);
      const headers = parseInput(idempotencyHeader, { [IDEMPOTENCY_HEADER]: c.req.header(IDEMPOTENCY_HEADER) });
      const { payout } = parseInput(cashOutBodySchema, await readJsonBody(c));
      const result = await cashOut(db, provider, cipher, userId, headers[IDEMPOTENCY_HEADER], payout.amount_cents);
      return c.json({ data: result.payout }, result.created ? 201 : 200);
    });
}
