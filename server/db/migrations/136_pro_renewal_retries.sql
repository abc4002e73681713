-- Kitswap Pro renewals retry a declined card (dunning) and the Pro page shows the subscriber's billing history
-- (server/queries/pro-renewals.ts, server/queries/pro-billing-history.ts; readings in server/README.md 'Kitswap Pro').

-- Past due: an active subscription whose renewal was refused keeps its plan (a grace period) and is charged again at
-- retry_at (1, 3 and 5 days after its period end); null when it is not past due. The renewal job takes an active
-- subscription at coalesce(retry_at, current_period_end).
ALTER TABLE pro_subscriptions ADD COLUMN retry_at timestamptz;
DROP INDEX pro_subscriptions_due_idx;
CREATE INDEX pro_subscriptions_due_idx ON pro_subscriptions (coalesce(retry_at, current_period_end))
  WHERE state = 'active';

-- What the first period was bought at (plan, cycle, amount), kept: a renewal overwrites plan, cycle and amount. A
-- subscription renewed before this migration shows its current plan and amount for its purchase.
ALTER TABLE pro_subscriptions ADD COLUMN purchase_plan text REFERENCES pro_plans (slug);
ALTER TABLE pro_subscriptions ADD COLUMN purchase_cycle text CHECK (purchase_cycle IN ('monthly', 'annual'));
ALTER TABLE pro_subscriptions ADD COLUMN purchase_amount numeric(10, 2) CHECK (purchase_amount > 0);
UPDATE pro_subscriptions SET purchase_plan = plan, purchase_cycle = cycle, purchase_amount = amount;
ALTER TABLE pro_subscriptions ALTER COLUMN purchase_plan SET NOT NULL;
ALTER TABLE pro_subscriptions ALTER COLUMN purchase_cycle SET NOT NULL;
ALTER TABLE pro_subscriptions ALTER COLUMN purchase_amount SET NOT NULL;

-- Each attempt at a period is one row: attempt 1 at the period end, 2–4 the retries. A refused attempt with a retry
-- to come has retry_at set (the plan did not end); without one the plan ended at that attempt.
ALTER TABLE pro_renewals ADD COLUMN attempt integer NOT NULL DEFAULT 1 CHECK (attempt BETWEEN 1 AND 10);
ALTER TABLE pro_renewals ADD COLUMN retry_at timestamptz;
ALTER TABLE pro_renewals DROP CONSTRAINT pro_renewals_subscription_id_period_start_key;
ALTER TABLE pro_renewals ADD CONSTRAINT pro_renewals_one_per_attempt UNIQUE (subscription_id, period_start, attempt);

-- The card tried, as the subscriber knows it: kept when the saved card is removed (payment_method_id goes null).
ALTER TABLE pro_renewals ADD COLUMN card_brand text;
ALTER TABLE pro_renewals ADD COLUMN card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$');
UPDATE pro_renewals r SET card_brand = m.brand, card_last4 = m.last4
  FROM payment_methods m WHERE m.id = r.payment_method_id;
