import { z } from 'zod';

export { PRO_ACCESS_FEATURE } from './pro-allowlist';

/** A Pro subscription's billing cycle: charged monthly or once a year. */
export const PRO_CYCLES = ['monthly', 'annual'] as const;
export const proCycleSchema = z.enum(PRO_CYCLES);
export type ProCycle = z.infer<typeof proCycleSchema>;

/** A plan of GET /v1/pro/plans: its prices per cycle (USD) and the features it grants (feature slugs). */
export const proPlanSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  monthly_price: z.number(),
  annual_price: z.number(),
  features: z.array(z.string()),
});
export type ProPlan = z.infer<typeof proPlanSchema>;

/**
 * The signed-in seller's current subscription (GET /v1/pro/subscription): `active` renews at
 * current_period_end (to next_plan/next_cycle when a change is scheduled); `canceled` ends then. Either
 * grants the plan's features until current_period_end. `past_due`: the renewal was refused; the plan stays on while
 * the card is tried again at next_attempt_at (on the default card then), and ends if the last retry is refused.
 */
export const proSubscriptionSchema = z.object({
  id: z.number(),
  plan: z.string(),
  cycle: proCycleSchema,
  state: z.enum(['active', 'past_due', 'canceled']),
  amount: z.number(),
  current_period_end: z.string(),
  canceled_at: z.string().nullable(),
  next_plan: z.string().nullable(),
  next_cycle: proCycleSchema.nullable(),
  /** While past due: when the card is charged again (ISO); null otherwise. */
  next_attempt_at: z.string().nullable(),
});
export type ProSubscription = z.infer<typeof proSubscriptionSchema>;

/**
 * GET /v1/pro/subscription: the current subscription (null when none runs), the seller's offer floor, and the
 * card an active plan renews on: the default saved card, if the running payment gateway saved it (the card the
 * renewal charges; null without one: the plan then ends at its period end).
 */
export const proStatusSchema = z.object({
  subscription: proSubscriptionSchema.nullable(),
  /** Percent of the asking price under which offers are refused; null when none is set. */
  offer_floor: z.number().nullable(),
  renewal_card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type ProStatus = z.infer<typeof proStatusSchema>;

/** What came of a charge of the billing history: paid, or why not (pro_renewals.outcome). */
export const PRO_CHARGE_OUTCOMES = ['charged', 'declined', 'invalid_card', 'no_card', 'plan_withdrawn'] as const;

/**
 * A line of GET /v1/pro/billing_history: the first purchase of a subscription or one renewal attempt — when, the
 * plan's name and cycle, the amount (USD), the card (null: a card typed at checkout, or none saved) and the outcome.
 */
export const proChargeSchema = z.object({
  /** Unique in the list: 'purchase-{subscription id}' or 'renewal-{pro_renewals id}'. */
  id: z.string(),
  kind: z.enum(['purchase', 'renewal']),
  charged_at: z.string(),
  plan_name: z.string(),
  cycle: proCycleSchema,
  amount: z.number(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  outcome: z.enum(PRO_CHARGE_OUTCOMES),
});
export type ProCharge = z.infer<typeof proChargeSchema>;

/** The offer floor a Pro seller may set, in percent of the asking price. */
export const OFFER_FLOOR_RANGE = { min: 10, max: 95 } as const;

/** The §4.9 lifecycle events (the spec's words in Title Case, 'Pro ' apart from the cart's checkout). */
export const PRO_EVENTS = {
  visitPaywall: 'Pro Visit Paywall',
  choosePlan: 'Pro Choose Plan and Cycle',
  checkoutInitiated: 'Pro Checkout Initiated',
  checkoutCompleted: 'Pro Checkout Completed',
  managePlan: 'Pro Manage Plan',
  cancel: 'Pro Cancel',
  updatePlan: 'Pro Update Plan',
} as const;
