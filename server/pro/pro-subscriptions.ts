import type { ProCycle, ProPlan, ProStatus, ProSubscription } from '../../schemas/entities/pro';
import type { ChangeSubscriptionBody, SubscribeBody } from '../../schemas/requests/pro';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { idempotencyKeyReusedError, requestFingerprint } from '../http/idempotency';
import type { PaymentGateway } from '../payments/gateway';
import { requirePayments } from '../payments/unavailable';
import { isProAvailable, RUNNING_SUBSCRIPTION_SQL } from './pro';
import { renewalCard } from './pro-renewal-card';

interface SubscriptionRow {
  id: number;
  plan: string;
  cycle: ProCycle;
  state: 'active' | 'canceled';
  amount: number;
  current_period_end: Date;
  canceled_at: Date | null;
  next_plan: string | null;
  next_cycle: ProCycle | null;
  /** Set while past due: the next attempt at a refused renewal (migration 136). */
  retry_at: Date | null;
}

const COLUMNS =
  's.id, s.plan, s.cycle, s.state, s.amount, s.current_period_end, s.canceled_at, s.next_plan, s.next_cycle, s.retry_at';
const PERIOD = { monthly: "interval '1 month'", annual: "interval '1 year'" } as const;

/** The plans on sale, in their order (GET /v1/pro/plans). */
export function proPlans(db: Db): Promise<ProPlan[]> {
  return db.query<ProPlan>(
    `SELECT slug, name, description, monthly_price, annual_price, features FROM pro_plans WHERE active ORDER BY position, slug`,
  );
}

/**
 * GET /v1/pro/subscription: the running subscription (or null), the seller's offer floor and the card its renewal
 * would charge through `gateway` (`renewalCard`, the job's own reading).
 */
export async function proStatus(db: Db, gateway: PaymentGateway, userId: number): Promise<ProStatus> {
  const row = await runningSubscription(db, userId);
  const [floor] = await db.query<{ percent: number }>('SELECT percent FROM seller_offer_floors WHERE user_id = $1', [
    userId,
  ]);
  const card = await renewalCard(db, gateway.name, userId);
  return {
    subscription: row ? toSubscription(row) : null,
    offer_floor: floor?.percent ?? null,
    renewal_card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

/**
 * POST /v1/pro/subscription: subscribes the user to a plan and cycle, charging the first period through
 * the payment gateway. Only while Pro is available to the user (403 `pro_unavailable`), and not while
 * a subscription runs (409 `already_subscribed`, canceled ones too: they run to their end). `key` (the
 * x-idempotency-key header) is unique per user: a repeat answers the same subscription and charges
 * nothing. One transaction under the user's row lock; a declined card (402) or a bad nonce (422) rolls
 * it back, key included, so nothing is written.
 */
export async function subscribe(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  key: string,
  { plan, cycle, nonce }: SubscribeBody['subscription'],
): Promise<{ created: boolean; status: ProStatus }> {
  requirePayments(gateway);
  const created = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const fingerprint = requestFingerprint({ plan, cycle, nonce });
    // The first request with this key: the same body again is a retry, another (plan, cycle or card) is refused.
    // A subscription from before the fingerprint compares the plan and cycle it was bought at.
    const [repeat] = await tx.query<{ same: boolean }>(
      `SELECT CASE WHEN request_hash IS NULL THEN purchase_plan = $3 AND purchase_cycle = $4 ELSE request_hash = $5 END
         AS same
       FROM pro_subscriptions WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, key, plan, cycle, fingerprint],
    );
    if (repeat) {
      if (!repeat.same) throw idempotencyKeyReusedError('subscription');
      return false;
    }
    if (!(await isProAvailable(tx, userId)))
      throw new ApiError(403, [{ message: 'Kitswap Pro is not open to your account yet', code: 'pro_unavailable' }]);
    const running = await runningSubscription(tx, userId);
    if (running)
      throw new ApiError(409, [
        {
          message:
            running.state === 'active'
              ? 'You already have Kitswap Pro. Change your plan instead.'
              : 'Your canceled plan runs until the end of its period. Subscribe again once it ends.',
          code: 'already_subscribed',
        },
      ]);
    const price = await planPrice(tx, plan, cycle, 'subscription.plan');
    // A period that ended and was not renewed yet (the renewal job runs each minute) is closed as canceled at its end.
    await tx.query(
      `UPDATE pro_subscriptions SET state = 'canceled', canceled_at = current_period_end
        WHERE user_id = $1 AND state = 'active' AND current_period_end <= ks_now()`,
      [userId],
    );
    const [claimed] = await tx.query<{ id: number }>(
      `INSERT INTO pro_subscriptions (user_id, plan, cycle, amount, purchase_plan, purchase_cycle, purchase_amount,
                                      current_period_start, current_period_end, idempotency_key, payment_gateway,
                                      request_hash)
       VALUES ($1, $2, $3, $4, $2, $3, $4, ks_now(), ks_now() + ${PERIOD[cycle]}, $5, $6, $7) RETURNING id`,
      [userId, plan, cycle, price, key, gateway.name, fingerprint],
    );
    const charge = await gateway.charge({
      nonce,
      amount: price,
      currency: 'USD',
      reference: `pro-subscription-${claimed!.id}`,
    });
    if (!charge.ok)
      throw new ApiError(charge.reason === 'declined' ? 402 : 422, [
        {
          message: charge.message,
          code: charge.reason === 'declined' ? 'payment_declined' : 'invalid_nonce',
          field: 'subscription.nonce',
        },
      ]);
    await tx.query('UPDATE pro_subscriptions SET payment_transaction_id = $2 WHERE id = $1', [
      claimed!.id,
      charge.transactionId,
    ]);
    return true;
  });
  return { created, status: await proStatus(db, gateway, userId) };
}

/**
 * PUT /v1/pro/subscription: changes the plan or cycle of the active subscription from its next period
 * on (no proration: the paid period keeps its plan, the renewal is at the new plan's price). Choosing the
 * current plan and cycle again drops a scheduled change. 404 `no_subscription`, 409 `subscription_canceled`.
 */
export async function changeSubscription(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  { plan, cycle }: ChangeSubscriptionBody['subscription'],
): Promise<ProStatus> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const running = await requireRunning(tx, userId);
    if (running.state === 'canceled')
      throw new ApiError(409, [
        { message: 'Your plan is canceled. Subscribe again once it ends.', code: 'subscription_canceled' },
      ]);
    await planPrice(tx, plan, cycle, 'subscription.plan');
    const same = running.plan === plan && running.cycle === cycle;
    if (same && running.next_plan === null)
      throw new ApiError(422, [
        { message: 'You are on this plan already', code: 'same_plan', field: 'subscription.plan' },
      ]);
    await tx.query('UPDATE pro_subscriptions SET next_plan = $2, next_cycle = $3 WHERE id = $1', [
      running.id,
      same ? null : plan,
      same ? null : cycle,
    ]);
  });
  return proStatus(db, gateway, userId);
}

/**
 * DELETE /v1/pro/subscription: cancels at period end (the features last until current_period_end; a
 * scheduled change is dropped); a past-due plan ends now, its retries dropped. 404 `no_subscription`; twice is 409
 * `already_canceled`.
 */
export async function cancelSubscription(db: Db, gateway: PaymentGateway, userId: number): Promise<ProStatus> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const running = await requireRunning(tx, userId);
    if (running.state === 'canceled')
      throw new ApiError(409, [{ message: 'Your plan is canceled already', code: 'already_canceled' }]);
    await tx.query(
      `UPDATE pro_subscriptions
          SET state = 'canceled', canceled_at = ks_now(), next_plan = NULL, next_cycle = NULL, retry_at = NULL
        WHERE id = $1`,
      [running.id],
    );
  });
  return proStatus(db, gateway, userId);
}

async function runningSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM pro_subscriptions s WHERE s.user_id = $1 AND ${RUNNING_SUBSCRIPTION_SQL}
      ORDER BY s.current_period_end DESC LIMIT 1`,
    [userId],
  );
  return row;
}

async function requireRunning(db: Db, userId: number): Promise<SubscriptionRow> {
  const row = await runningSubscription(db, userId);
  if (!row) throw new ApiError(404, [{ message: 'You have no Kitswap Pro plan', code: 'no_subscription' }]);
  return row;
}

/** The plan's price for the cycle; 422 on the field when the plan is not on sale. */
async function planPrice(db: Db, plan: string, cycle: ProCycle, field: string): Promise<number> {
  const [row] = await db.query<{ price: number }>(
    `SELECT ${cycle === 'monthly' ? 'monthly_price' : 'annual_price'} AS price FROM pro_plans WHERE slug = $1 AND active`,
    [plan],
  );
  if (!row) throw new ApiError(422, [{ message: 'This plan is not on offer', code: 'invalid', field }]);
  return row.price;
}

function toSubscription({ retry_at, ...row }: SubscriptionRow): ProSubscription {
  const pastDue = row.state === 'active' && retry_at !== null;
  return {
    ...row,
    state: pastDue ? 'past_due' : row.state,
    current_period_end: row.current_period_end.toISOString(),
    canceled_at: row.canceled_at?.toISOString() ?? null,
    next_attempt_at: pastDue ? retry_at.toISOString() : null,
  };
}
