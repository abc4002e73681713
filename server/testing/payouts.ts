import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import { fieldCipherFromEnvironment } from '../config/field-encryption';
import type { Db } from '../db/db';
import { userBalanceCents } from '../ledger/ledger';
import { postOpeningBalance } from '../ledger/postings';
import type { PayoutProvider, PayoutRequest } from '../payouts/provider';
import { sandboxPayoutProvider } from '../payouts/sandbox';
import { insertCompletedSellerAccount } from '../payouts/testing-seller-routes';
import { newUser } from './pro';
import { bearer, requestJson } from './requests';

/** The cipher the test app seals with by default (the development key: KS_ENV is test). */
export const testCipher = fieldCipherFromEnvironment({ KS_ENV: 'test' });

/**
 * A seller of the test's own: a new account with a completed seller account paying to `accountNumber` (a sandbox
 * test account; default the one that is paid, last 4 digits 6789) and `availableCents` in Available.
 */
export async function payoutSeller(
  db: Db,
  { availableCents = 50_000, accountNumber }: { availableCents?: number; accountNumber?: string } = {},
): Promise<number> {
  const { id } = await newUser(db, 'payout');
  await insertCompletedSellerAccount(db, testCipher, id, { accountNumber });
  if (availableCents > 0) await postOpeningBalance(db, id, availableCents);
  return id;
}

/** POST /v1/users/user-{id}/payouts as that user, with an idempotency key (a fresh one unless given). */
export function cashOutAs(
  app: Hono,
  userId: number,
  amountCents: unknown,
  key: string | null = randomUUID(),
): Promise<{ status: number; body: unknown }> {
  return requestJson(app, `/v1/users/user-${userId}/payouts`, {
    method: 'POST',
    headers: {
      ...bearer(userId),
      'content-type': 'application/json',
      ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
    body: JSON.stringify({ payout: { amount_cents: amountCents } }),
  });
}

/** The seller's Available, in cents. */
export const availableOf = (db: Db, userId: number) => userBalanceCents(db, userId, 'available');

/** A user's payout rows, oldest first, as stored. */
export const payoutRows = (db: Db, userId: number) =>
  db.query<{ id: number; state: string; amount_cents: number; provider_reference: string | null }>(
    'SELECT id, state, amount_cents, provider_reference FROM payouts WHERE user_id = $1 ORDER BY id',
    [userId],
  );

/** The keys of a payout's ledger postings, in order. */
export const payoutPostings = async (db: Db, payoutId: number) =>
  (
    await db.query<{ key: string }>(
      `SELECT idempotency_key AS key FROM ledger_transactions WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`payout:${payoutId}%`],
    )
  ).map((row) => row.key);

/**
 * The sandbox provider, recording each transfer sent and each status asked. `fail` makes the next sends throw (an
 * unanswered request); `statuses` overrides what `status` answers.
 */
export function recordingPayoutProvider() {
  const sandbox = sandboxPayoutProvider();
  const sent: PayoutRequest[] = [];
  const asked: string[] = [];
  const control = { unanswered: false, stillPending: false };
  const provider: PayoutProvider & { sent: PayoutRequest[]; asked: string[]; control: typeof control } = {
    name: sandbox.name,
    available: true,
    sent,
    asked,
    control,
    async send(request) {
      if (control.unanswered) throw new Error('the provider timed out');
      sent.push(request);
      return sandbox.send(request);
    },
    async status(reference) {
      asked.push(reference);
      if (control.unanswered) throw new Error('the provider timed out');
      return control.stillPending ? { state: 'pending' } : sandbox.status(reference);
    },
  };
  return provider;
}
