import { z } from 'zod';

export { PRO_ALLOWLIST } from './pro-allowlist';

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
 * grants the plan's features until current_period_end.
 */
export const proSubscriptionSchema = z.object({
  id: z.number(),
  plan: z.string(),
  cycle: proCycleSchema,
  state: z.enum(['active', 'canceled']),
  amount: z.number(),
  current_period_end: z.string(),
  canceled_at: z.string().nullable(),
  next_plan: z.string().nullable(),
  next_cycle: proCycleSchema.nullable(),
});
export type ProSubscription = z.infer<typeof proSubscriptionSchema>;

/**
 * GET /v1/pro/subscription: the current subscription (null when none runs), the seller's offer floor, and the
 * card an active plan renews on: the default saved card (null without one: the plan then ends at its period end).
 */
export const proStatusSchema = z.object({
  subscription: proSubscriptionSchema.nullable(),
  /** Percent of the asking price under which offers are refused; null when none is set. */
  offer_floor: z.number().nullable(),
  renewal_card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type ProStatus = z.infer<typeof proStatusSchema>;

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
