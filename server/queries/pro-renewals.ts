import type { ProCycle } from '../../schemas/entities/pro';
import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { paymentGatewayFromEnvironment } from '../payments/from-environment';
import type { PaymentGateway } from '../payments/gateway';
import { formatUsd } from './swap-label';

/** What came of a period's end: the plan renewed, or why it ended (pro_renewals.outcome, migration 134). */
export type RenewalOutcome = 'charged' | 'no_card' | 'declined' | 'invalid_card' | 'plan_withdrawn';

/** A subscription whose period is over, with the plan and cycle it renews to and that plan's price and name. */
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
 * Renews the Kitswap Pro subscriptions whose paid period is over (state `active`, current_period_end ≤ ks_now()),
 * each in its own transaction under the subscription's row lock (`FOR UPDATE SKIP LOCKED`: two processes running
 * the job share the due rows, never charge one twice). The next period takes a scheduled change of plan or cycle
 * and costs that plan's price, charged to the subscriber's default saved card through the gateway, with a reference
 * unique to the subscription and period (a provider's idempotency key). Charged: the period moves on. No saved
 * card, a refused card or a plan off sale: the plan ends where it was paid to (state `canceled`). Either way one
 * `pro_renewals` row and an e-mail in the outbox. Without a payment provider (production) nothing is charged nor
 * ended: the subscriptions wait, their features lapsed, for a provider. Answers how many periods were settled.
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

/** Settles the most overdue subscription; false when none is due. */
async function renewOne(db: Db, gateway: PaymentGateway): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<DueSubscription>(
      `SELECT s.id, s.user_id, p.slug AS plan, coalesce(s.next_cycle, s.cycle) AS cycle,
              s.current_period_end AS period_start, u.deleted_at IS NOT NULL AS deleted, p.name AS plan_name,
              CASE coalesce(s.next_cycle, s.cycle) WHEN 'annual' THEN p.annual_price ELSE p.monthly_price END AS amount,
              p.active AS on_sale
         FROM pro_subscriptions s JOIN users u ON u.id = s.user_id
         JOIN pro_plans p ON p.slug = coalesce(s.next_plan, s.plan)
        WHERE s.state = 'active' AND s.current_period_end <= ks_now()
        ORDER BY s.current_period_end LIMIT 1
          FOR UPDATE OF s SKIP LOCKED`,
    );
    if (!due) return false;
    const outcome = await chargeNextPeriod(tx, gateway, due);
    if (outcome.kind === 'charged')
      await tx.query(
        `UPDATE pro_subscriptions
            SET plan = $2, cycle = $3, amount = $4, current_period_start = current_period_end,
                current_period_end = current_period_end + CASE $3 WHEN 'annual' THEN interval '1 year'
                                                                 ELSE interval '1 month' END,
                next_plan = NULL, next_cycle = NULL, payment_transaction_id = $5
          WHERE id = $1`,
        [due.id, due.plan, due.cycle, outcome.amount, outcome.transactionId],
      );
    else
      await tx.query(
        `UPDATE pro_subscriptions SET state = 'canceled', canceled_at = current_period_end,
                next_plan = NULL, next_cycle = NULL
          WHERE id = $1`,
        [due.id],
      );
    await tx.query(
      `INSERT INTO pro_renewals (subscription_id, period_start, plan, cycle, amount, outcome, payment_method_id,
                                 payment_gateway, payment_transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        due.id,
        due.period_start,
        due.plan,
        due.cycle,
        outcome.amount,
        outcome.kind,
        outcome.card?.id ?? null,
        gateway.name,
        outcome.kind === 'charged' ? outcome.transactionId : null,
      ],
    );
    if (!due.deleted) await tellSubscriber(tx, due, outcome);
    return true;
  });
}

interface SavedCard {
  id: number;
  token: string;
  brand: string;
  last4: string;
}

type ChargeOutcome =
  | { kind: 'charged'; amount: number; card: SavedCard; transactionId: string }
  | { kind: Exclude<RenewalOutcome, 'charged'>; amount: number; card?: SavedCard };

async function chargeNextPeriod(tx: Db, gateway: PaymentGateway, due: DueSubscription): Promise<ChargeOutcome> {
  const { amount } = due;
  if (!due.on_sale) return { kind: 'plan_withdrawn', amount };
  // A deleted account has no cards (deleteAccount forgets them); the check keeps a charge impossible anyway.
  const [card] = due.deleted
    ? []
    : await tx.query<SavedCard>(
        `SELECT id, token, brand, last4 FROM payment_methods WHERE user_id = $1 AND is_default AND gateway = $2`,
        [due.user_id, gateway.name],
      );
  if (!card) return { kind: 'no_card', amount };
  const charge = await gateway.charge({
    token: card.token,
    amount,
    currency: 'USD',
    reference: `pro-renewal-${due.id}-${due.period_start.toISOString()}`,
  });
  if (charge.ok) return { kind: 'charged', amount, card, transactionId: charge.transactionId };
  return { kind: charge.reason === 'declined' ? 'declined' : 'invalid_card', amount, card };
}

const PLAN_ENDED_BECAUSE: Record<Exclude<RenewalOutcome, 'charged'>, string> = {
  no_card: 'there was no saved card to charge',
  declined: 'your card was declined',
  invalid_card: 'your saved card could not be charged',
  plan_withdrawn: 'the plan is no longer on offer',
};

/** The subscriber's e-mail (notice_outbox): what was charged to which card, or why the plan ended. */
async function tellSubscriber(tx: Db, due: DueSubscription, outcome: ChargeOutcome): Promise<void> {
  const name = `Kitswap ${due.plan_name}`;
  const [subject, body] =
    outcome.kind === 'charged'
      ? [
          `Your ${name} plan renewed`,
          `We charged ${formatUsd(outcome.amount)} to your ${outcome.card.brand} ending ${outcome.card.last4} for another ${due.cycle === 'annual' ? 'year' : 'month'} of ${name}.`,
        ]
      : [
          `Your ${name} plan has ended`,
          `Your ${name} plan ended because ${PLAN_ENDED_BECAUSE[outcome.kind]}. Subscribe again from Settings › ${name} to get its features back.`,
        ];
  await tx.query(`INSERT INTO notice_outbox (user_id, event, subject, body) VALUES ($1, $2, $3, $4)`, [
    due.user_id,
    outcome.kind === 'charged' ? 'pro_renewed' : 'pro_ended',
    subject,
    body,
  ]);
}
