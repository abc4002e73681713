import type { ProStatus } from '../../schemas/entities/pro';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { PaymentGateway } from '../payments/gateway';
import { formatUsd } from '../text/money';
import { grantsFeatureSql, proFeatures } from './pro';
import { proStatus } from './pro-subscriptions';

/** The Pro feature (a plan's features slug) that lets a seller block low-ball offers. */
export const OFFER_FLOOR_FEATURE = 'offer_floor';

/**
 * PUT /v1/pro/offer_floor: sets (or with null removes) the seller's offer floor, in percent of each
 * item's asking price. Only with a running subscription that grants offer_floor (403 `not_pro`).
 */
export async function setOfferFloor(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  percent: number | null,
): Promise<ProStatus> {
  if (!(await proFeatures(db, userId)).includes(OFFER_FLOOR_FEATURE))
    throw new ApiError(403, [{ message: 'Blocking low-ball offers is part of Kitswap Pro', code: 'not_pro' }]);
  if (percent === null) await db.query('DELETE FROM seller_offer_floors WHERE user_id = $1', [userId]);
  else
    await db.query(
      `INSERT INTO seller_offer_floors (user_id, percent) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET percent = EXCLUDED.percent, updated_at = ks_now()`,
      [userId, percent],
    );
  return proStatus(db, gateway, userId);
}

/**
 * The offer floor check of POST /v1/swaps (blocking low-ball offers, a Pro feature): an offer under the
 * seller's floor — percent of the asking price, rounded up to the cent — is refused with 422 `below_floor`,
 * while the seller's subscription grants offer_floor. Auctions are not asked (the caller skips them).
 */
export async function assertAboveOfferFloor(db: Db, sellerId: number, price: number, amount: number): Promise<void> {
  const [floor] = await db.query<{ cents: number }>(
    `SELECT ceil(f.percent * $2::numeric)::int AS cents FROM seller_offer_floors f
      WHERE f.user_id = $1 AND ${grantsFeatureSql('f.user_id', '$3')}`,
    [sellerId, price, OFFER_FLOOR_FEATURE],
  );
  if (!floor || Math.round(amount * 100) >= floor.cents) return;
  throw new ApiError(422, [
    {
      message: `The seller accepts offers from ${formatUsd(floor.cents / 100)}`,
      code: 'below_floor',
      field: 'swap.offer.amount',
    },
  ]);
}
