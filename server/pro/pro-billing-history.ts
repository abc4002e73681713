import type { ProCharge } from '../../schemas/entities/pro';
import type { Db } from '../db/db';

/** The most lines the history answers: eight years of monthly renewals with room for retries. */
export const BILLING_HISTORY_LIMIT = 120;

type ChargeRow = Omit<ProCharge, 'charged_at' | 'card'> & {
  charged_at: Date;
  card_brand: string | null;
  card_last4: string | null;
};

/**
 * GET /v1/pro/billing_history: the caller's Kitswap Pro charges, newest first — each subscription's first purchase
 * (at what it was bought, migration 136's purchase_*; paid at checkout with a card typed there, so no saved card) and
 * every renewal attempt (`pro_renewals`, the card it tried). Only the caller's own subscriptions are read.
 */
export async function proBillingHistory(db: Db, userId: number): Promise<ProCharge[]> {
  const rows = await db.query<ChargeRow>(
    `SELECT * FROM (
       SELECT 'purchase-' || s.id AS id, 'purchase' AS kind, s.created_at AS charged_at, p.name AS plan_name,
              s.purchase_cycle AS cycle, s.purchase_amount AS amount, NULL AS card_brand, NULL AS card_last4,
              'charged' AS outcome, s.id AS subscription_id, 0 AS attempt
         FROM pro_subscriptions s JOIN pro_plans p ON p.slug = s.purchase_plan
        WHERE s.user_id = $1 AND s.payment_transaction_id IS NOT NULL
       UNION ALL
       SELECT 'renewal-' || r.id, 'renewal', r.created_at, p.name, r.cycle, r.amount, r.card_brand, r.card_last4,
              r.outcome, s.id, r.attempt
         FROM pro_renewals r JOIN pro_subscriptions s ON s.id = r.subscription_id JOIN pro_plans p ON p.slug = r.plan
        WHERE s.user_id = $1
     ) charges
     ORDER BY charged_at DESC, subscription_id DESC, attempt DESC LIMIT $2`,
    [userId, BILLING_HISTORY_LIMIT],
  );
  return rows.map(({ card_brand, card_last4, charged_at, ...row }) => ({
    id: row.id,
    kind: row.kind,
    charged_at: charged_at.toISOString(),
    plan_name: row.plan_name,
    cycle: row.cycle,
    amount: row.amount,
    card: card_brand !== null && card_last4 !== null ? { brand: card_brand, last4: card_last4 } : null,
    outcome: row.outcome,
  }));
}
