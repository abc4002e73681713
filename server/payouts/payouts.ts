import {
  PAYOUT_HISTORY_LIMIT,
  PAYOUT_MINIMUM_CENTS,
  type Cashout,
  type Payout,
  type PayoutState,
} from '../../schemas/entities/payouts';
import { atMostMessage, minimumMessage } from '../../schemas/requests/payouts';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { idempotencyKeyReusedError, requestFingerprint } from '../http/idempotency';
import { userBalanceCents } from '../ledger/ledger';
import { sealContext } from '../seller-accounts/seller-accounts';
import { formatUsd } from '../text/money';
import { openBank, payoutBankContext, sealBank, type SealedBank } from './bank-details';
import { failPayout, postPayout } from './payout-ledger';
import type { PayoutProvider, PayoutRequest } from './provider';
import { requirePayouts } from './unavailable';

/**
 * Cash-outs (server/payouts/README.md): the seller's Available balance, all or part of it, to their bank through the
 * PayoutProvider seam. The payout's row and its ledger posting are written in one transaction under the seller
 * account's row lock; the provider is asked after it commits, and a refusal puts the money back.
 */

const FIELD = 'payout.amount_cents';
/** How long the job leaves a payout whose sending was never answered before sending it again. */
const RESEND_AFTER = "interval '1 minute'";

interface PayoutRow {
  id: number;
  state: PayoutState;
  amount_cents: number;
  bank_last4: string;
  requested_at: Date;
  paid_at: Date | null;
  failed_at: Date | null;
  failure_message: string | null;
}

const COLUMNS = 'id, state, amount_cents, bank_last4, requested_at, paid_at, failed_at, failure_message';

const toPayout = (row: PayoutRow): Payout => ({
  ...row,
  amount_cents: Number(row.amount_cents),
  requested_at: row.requested_at.toISOString(),
  paid_at: row.paid_at?.toISOString() ?? null,
  failed_at: row.failed_at?.toISOString() ?? null,
});

/** 409 `seller_account_incomplete`: no completed seller account (identity and bank), so nowhere to pay. */
const setupRequired = () =>
  new ApiError(409, [{ message: 'Set up payouts before you cash out', code: 'seller_account_incomplete' }], {
    setup_url: '/selling/create',
  });

/** 422 `above_available` on the amount: 'You can cash out at most $412.50'. */
const aboveAvailable = (availableCents: number) =>
  new ApiError(422, [{ message: atMostMessage(availableCents, formatUsd), code: 'above_available', field: FIELD }], {
    available_cents: availableCents,
  });

/** Thrown inside the cash-out's transaction when the ledger refused to take Available below 0 (a debit raced it). */
class AvailableMovedError extends Error {}

const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

/** GET /v1/users/{uuid}/payouts: the caller's payouts, newest first. */
export async function payoutHistory(db: Db, userId: number): Promise<Payout[]> {
  const rows = await db.query<PayoutRow>(
    `SELECT ${COLUMNS} FROM payouts WHERE user_id = $1 ORDER BY requested_at DESC, id DESC LIMIT ${PAYOUT_HISTORY_LIMIT}`,
    [userId],
  );
  return rows.map(toPayout);
}

/** GET /v1/users/{uuid}/cashout: Available, the minimum, whether payouts run here, and the seller's payout set-up. */
export async function cashoutSummary(db: Db, provider: PayoutProvider, userId: number): Promise<Cashout> {
  const [account] = await db.query<{ completed: boolean; bank_last4: string | null }>(
    `SELECT completed_at IS NOT NULL AND bank_account_sealed IS NOT NULL AS completed, bank_account_last4 AS bank_last4
       FROM seller_accounts WHERE user_id = $1`,
    [userId],
  );
  return {
    available_cents: await userBalanceCents(db, userId, 'available'),
    minimum_cents: PAYOUT_MINIMUM_CENTS,
    payouts_available: provider.available,
    seller_account: { completed: account?.completed ?? false, bank_last4: account?.bank_last4 ?? null },
  };
}

/**
 * POST /v1/users/{uuid}/payouts: takes `amountCents` of the seller's Available and sends it to their bank.
 *
 * 503 before any write without a provider. Then one transaction under the seller account's row lock (two cash-outs
 * of one seller queue there, so the second sees what the first took): a repeat of `key` answers its payout (another
 * amount: 422 `idempotency_key_reused`); 409 without a completed seller account; 422 under the minimum or above
 * Available; else the payout row (pending, the bank snapshotted) and its posting `payout:{id}`. Once committed the
 * provider is asked: accepted, the payout waits for the job; refused, it fails and the money is back in Available.
 * An unanswered send leaves it pending: the job sends it again with the same reference.
 */
export async function cashOut(
  db: Db,
  provider: PayoutProvider,
  cipher: FieldCipher,
  userId: number,
  key: string,
  amountCents: number,
): Promise<{ created: boolean; payout: Payout }> {
  requirePayouts(provider);
  const fingerprint = requestFingerprint({ amount_cents: amountCents });
  let claimed: { id: number; send: PayoutRequest | null };
  try {
    claimed = await db.transaction(async (tx) => {
      const [account] = await tx.query<Partial<SealedBank> & { completed_at: Date | null; bank_account_last4: string }>(
        `SELECT completed_at, bank_holder_name, bank_routing_sealed, bank_account_sealed, bank_account_last4
           FROM seller_accounts WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      const [repeat] = await tx.query<{ id: number; request_hash: string }>(
        'SELECT id, request_hash FROM payouts WHERE user_id = $1 AND idempotency_key = $2',
        [userId, key],
      );
      if (repeat) {
        if (repeat.request_hash !== fingerprint) throw idempotencyKeyReusedError('cash-out');
        return { id: repeat.id, send: null };
      }
      if (!account?.completed_at || !account.bank_routing_sealed || !account.bank_account_sealed) throw setupRequired();
      if (amountCents < PAYOUT_MINIMUM_CENTS)
        throw new ApiError(422, [
          { message: minimumMessage(PAYOUT_MINIMUM_CENTS, formatUsd), code: 'below_minimum', field: FIELD },
        ]);
      const available = await userBalanceCents(tx, userId, 'available');
      if (amountCents > available) throw aboveAvailable(available);
      let destination;
      try {
        destination = openBank(cipher, account as SealedBank, (field) => sealContext(userId, field));
      } catch {
        throw new ApiError(
          409,
          [{ message: 'We could not read your bank details. Enter them again.', code: 'bank_details_unreadable' }],
          { setup_url: '/selling/edit/bank' },
        );
      }
      const [next] = await tx.query<{ id: number }>(
        "SELECT nextval(pg_get_serial_sequence('payouts', 'id'))::int AS id",
      );
      const id = next!.id;
      const sealed = sealBank(cipher, destination, (field) => payoutBankContext(id, field));
      await tx.query(
        `INSERT INTO payouts (id, user_id, amount_cents, bank_last4, bank_holder_name, bank_routing_sealed,
                              bank_account_sealed, provider, idempotency_key, request_hash, check_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ks_now() + ${RESEND_AFTER})`,
        [
          id,
          userId,
          amountCents,
          account.bank_account_last4,
          sealed.bank_holder_name,
          sealed.bank_routing_sealed,
          sealed.bank_account_sealed,
          provider.name,
          key,
          fingerprint,
        ],
      );
      try {
        await postPayout(tx, { id, userId, amountCents });
      } catch (error) {
        if (isCheckViolation(error)) throw new AvailableMovedError();
        throw error;
      }
      return { id, send: { reference: payoutReference(id), amountCents, currency: 'USD', destination } };
    });
  } catch (error) {
    // Another debit of Available committed between the read and the posting: the ledger kept it from going below 0.
    if (error instanceof AvailableMovedError) throw aboveAvailable(await userBalanceCents(db, userId, 'available'));
    throw error;
  }
  if (claimed.send) await sendPayout(db, provider, claimed.id, claimed.send);
  return { created: claimed.send !== null, payout: (await readPayout(db, claimed.id))! };
}

/** Our reference for a payout's transfer, the provider's idempotency key: the same on every sending. */
export const payoutReference = (id: number) => `payout-${id}`;

/**
 * Asks the provider to send a pending payout and records its answer under the payout's row lock: accepted, its
 * reference (the job asks how it ends from the next run on); refused, the payout fails and its money is back. A send
 * that throws leaves it untouched: its fate is unknown, and the job sends it again after {@link RESEND_AFTER}.
 */
async function sendPayout(db: Db, provider: PayoutProvider, id: number, request: PayoutRequest): Promise<void> {
  let submission;
  try {
    submission = await provider.send(request);
  } catch (error) {
    console.warn(`[payouts] payout ${id} was not answered by ${provider.name}; the job sends it again:`, error);
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ state: PayoutState; provider_reference: string | null }>(
      'SELECT state, provider_reference FROM payouts WHERE id = $1 FOR UPDATE',
      [id],
    );
    // The job got there first (it sends a payout left unanswered): its answer stands.
    if (row?.state !== 'pending' || row.provider_reference !== null) return;
    if (submission.ok)
      await tx.query('UPDATE payouts SET provider_reference = $2, check_at = ks_now() WHERE id = $1', [
        id,
        submission.providerReference,
      ]);
    else await failPayout(tx, id, submission.message);
  });
}

/** One payout by id (the caller checked whose it is). */
async function readPayout(db: Db, id: number): Promise<Payout | undefined> {
  const [row] = await db.query<PayoutRow>(`SELECT ${COLUMNS} FROM payouts WHERE id = $1`, [id]);
  return row && toPayout(row);
}
