import type { ProCycle } from '../../schemas/entities/pro';
import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { paymentGatewayFromEnvironment } from '../payments/from-environment';
import type { PaymentGateway } from '../payments/gateway';
import { renewalCard, type RenewalCard } from './pro-renewal-card';
import {
  endedNotice,
  paymentFailedNotice,
  renewedNotice,
  type ProNotice,
  type RenewalRefusal,
} from './pro-renewal-notices';

/** What came of a renewal attempt: the plan renewed, or why not (pro_renewals.outcome, migration 134). */
export type RenewalOutcome = 'charged' | RenewalRefusal;

/**
 * The retries of a refused renewal (dunning), in days after its first attempt: three more attempts within the week,
 * in the spirit of Stripe's default retry schedule. The plan stays on (past due) until one is charged or the last
 * is refused.
 */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** A subscription due (its period over, or a retry's time come), with the plan it renews to, its price and name. */
interface DueSubscription {
  id: number;
  user_id: number;
  plan: string;
  cycle: ProCycle;
  period_start: Date;
  deleted: boolean;
  plan_name: string;
  amount: number;
  on_sale: boolean;
}

/** At most this many renewals per run, so one run stays short; the next run (a minute on) takes the rest. */
const RENEWALS_PER_RUN = 200;

/**
 * Renews the Kitswap Pro subscriptions that are due: active, their paid period over (current_period_end ≤ ks_now()),
 * or past due with a retry's time come (retry_at ≤ ks_now()). Each in its own transaction under the subscription's
 * row lock (`FOR UPDATE SKIP LOCKED`: two processes running the job share the due rows, never charge one twice). The
 * next period takes a scheduled change of plan or cycle and costs that plan's price, charged to the card
 * `renewalCard` answers, with a reference unique to the subscription, period and attempt (a provider's idempotency
 * key). Charged: the period moves on from where the paid one ended. A refused card (declined or unusable) at the period
 * end: the plan stays on, past due, and is tried again {@link RETRY_AFTER_DAYS} after, on whatever card is the
 * default then; the last refused retry ends it. No saved card or a plan off sale at the period end: the plan ends
 * where it was paid to. Every attempt is one `pro_renewals` row; e-mails: renewed, the first refusal, the end.
 * Without a payment provider (production) nothing is charged nor ended. Answers how many attempts were made.
 */
export async function renewDueSubscriptions(db: Db, gateway: PaymentGateway): Promise<number> {
  if (!gateway.available) return 0;
  let settled = 0;
  while (settled < RENEWALS_PER_RUN && (await renewOne(db, gateway))) settled++;
  return settled;
}

/** The job: every minute, whichever process claims it. */
export const RENEW_PRO_SUBSCRIPTIONS_JOB: RecurringJob = {
  kind: 'pro.renew_subscriptions',
  everyMs: 60_000,
  run: (db) => renewDueSubscriptions(db, paymentGatewayFromEnvironment()),
};

/** Tries the most overdue subscription once; false when none is due. */
async function renewOne(db: Db, gateway: PaymentGateway): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<DueSubscription>(
      `SELECT s.id, s.user_id, p.slug AS plan, coalesce(s.next_cycle, s.cycle) AS cycle,
              s.current_period_end AS period_start, u.deleted_at IS NOT NULL AS deleted, p.name AS plan_name,
              CASE coalesce(s.next_cycle, s.cycle) WHEN 'annual' THEN p.annual_price ELSE p.monthly_price END AS amount,
              p.active AS on_sale
         FROM pro_subscriptions s JOIN users u ON u.id = s.user_id
         JOIN pro_plans p ON p.slug = coalesce(s.next_plan, s.plan)
        WHERE s.state = 'active' AND coalesce(s.retry_at, s.current_period_end) <= ks_now()
        ORDER BY coalesce(s.retry_at, s.current_period_end) LIMIT 1
          FOR UPDATE OF s SKIP LOCKED`,
    );
    if (!due) return false;
    const [tried] = await tx.query<{ attempts: number }>(
      'SELECT count(*)::int AS attempts FROM pro_renewals WHERE subscription_id = $1 AND period_start = $2',
      [due.id, due.period_start],
    );
    const attempt = tried!.attempts + 1;
    const outcome = await chargeNextPeriod(tx, gateway, due, attempt);
    const retryAt = outcome.kind === 'charged' ? null : await settleRefusal(tx, due, outcome.kind, attempt);
    if (outcome.kind === 'charged')
      await tx.query(
        `UPDATE pro_subscriptions
            SET plan = $2, cycle = $3, amount = $4, current_period_start = current_period_end,
                current_period_end = current_period_end + CASE $3 WHEN 'annual' THEN interval '1 year'
                                                                 ELSE interval '1 month' END,
                next_plan = NULL, next_cycle = NULL, payment_transaction_id = $5, retry_at = NULL
          WHERE id = $1`,
        [due.id, due.plan, due.cycle, outcome.amount, outcome.transactionId],
      );
    await tx.query(
      `INSERT INTO pro_renewals (subscription_id, period_start, attempt, plan, cycle, amount, outcome,
                                 payment_method_id, card_brand, card_last4, payment_gateway, payment_transaction_id,
                                 retry_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        due.id,
        due.period_start,
        attempt,
        due.plan,
        due.cycle,
        outcome.amount,
        outcome.kind,
        outcome.card?.id ?? null,
        outcome.card?.brand ?? null,
        outcome.card?.last4 ?? null,
        gateway.name,
        outcome.kind === 'charged' ? outcome.transactionId : null,
        retryAt,
      ],
    );
    const notice = noticeOf(due, outcome, attempt, retryAt);
    if (notice && !due.deleted)
      await tx.query(`INSERT INTO notice_outbox (user_id, event, subject, body) VALUES ($1, $2, $3, $4)`, [
        due.user_id,
        notice.event,
        notice.subject,
        notice.body,
      ]);
    return true;
  });
}

/**
 * A refused attempt: the next retry's time (the plan stays on, past due), or null when the plan ends — at its period
 * end for a first attempt with no card or a plan off sale, now after the last retry or a plan taken off sale.
 */
async function settleRefusal(
  tx: Db,
  due: DueSubscription,
  kind: RenewalRefusal,
  attempt: number,
): Promise<Date | null> {
  const retries = attempt === 1 ? kind === 'declined' || kind === 'invalid_card' : kind !== 'plan_withdrawn';
  // Days from this attempt to the next: the schedule counts from the first attempt (1, 3, 5 days → 1, 2, 2).
  const nextRetryDay = RETRY_AFTER_DAYS[attempt - 1];
  if (retries && nextRetryDay !== undefined) {
    const waitDays = nextRetryDay - (RETRY_AFTER_DAYS[attempt - 2] ?? 0);
    const [row] = await tx.query<{ retry_at: Date }>(
      `UPDATE pro_subscriptions SET retry_at = ks_now() + make_interval(days => $2) WHERE id = $1 RETURNING retry_at`,
      [due.id, waitDays],
    );
    return row!.retry_at;
  }
  await tx.query(
    `UPDATE pro_subscriptions
        SET state = 'canceled', canceled_at = CASE WHEN retry_at IS NULL THEN current_period_end ELSE ks_now() END,
            next_plan = NULL, next_cycle = NULL, retry_at = NULL
      WHERE id = $1`,
    [due.id],
  );
  return null;
}

type ChargeOutcome =
  | { kind: 'charged'; amount: number; card: RenewalCard; transactionId: string }
  | { kind: RenewalRefusal; amount: number; card?: RenewalCard };

async function chargeNextPeriod(
  tx: Db,
  gateway: PaymentGateway,
  due: DueSubscription,
  attempt: number,
): Promise<ChargeOutcome> {
  const { amount } = due;
  if (!due.on_sale) return { kind: 'plan_withdrawn', amount };
  // A deleted account has no cards (deleteAccount forgets them); the check keeps a charge impossible anyway.
  const card = due.deleted ? undefined : await renewalCard(tx, gateway.name, due.user_id);
  if (!card) return { kind: 'no_card', amount };
  const period = `pro-renewal-${due.id}-${due.period_start.toISOString()}`;
  const charge = await gateway.charge({
    token: card.token,
    amount,
    currency: 'USD',
    reference: attempt === 1 ? period : `${period}-attempt-${attempt}`,
  });
  if (charge.ok) return { kind: 'charged', amount, card, transactionId: charge.transactionId };
  return { kind: charge.reason === 'declined' ? 'declined' : 'invalid_card', amount, card };
}

/** The e-mail an attempt sends: renewed, the first refusal of a period (with the retry's day), the end; else none. */
function noticeOf(
  due: DueSubscription,
  outcome: ChargeOutcome,
  attempt: number,
  retryAt: Date | null,
): ProNotice | null {
  const name = `Kitswap ${due.plan_name}`;
  if (outcome.kind === 'charged') return renewedNotice(name, outcome.amount, outcome.card, due.cycle === 'annual');
  if (retryAt === null) return endedNotice(name, outcome.kind, attempt);
  return attempt === 1 && outcome.card ? paymentFailedNotice(name, outcome.amount, outcome.card, retryAt) : null;
}
