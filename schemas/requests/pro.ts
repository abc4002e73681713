import { z } from 'zod';
import { OFFER_FLOOR_RANGE, PRO_CYCLES } from '../entities/pro';

const planSlug = z.string({ error: 'Choose a plan' }).regex(/^[a-z_]{1,40}$/, 'Choose a plan');

/**
 * POST /v1/pro/subscription: `{subscription: {plan, cycle, nonce}}`, sent with the x-idempotency-key
 * header (as POST /v1/orders): the same key twice is one subscription and one charge.
 */
export const subscribeBodySchema = z.object({
  subscription: z.object({
    plan: planSlug,
    cycle: z.enum(PRO_CYCLES, { error: 'Choose monthly or annual billing' }),
    nonce: z.string().min(1).max(200),
  }),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** PUT /v1/pro/subscription: `{subscription: {plan, cycle}}`, the plan and cycle from the next period on. */
export const changeSubscriptionBodySchema = z.object({
  subscription: z.object({
    plan: planSlug,
    cycle: z.enum(PRO_CYCLES, { error: 'Choose monthly or annual billing' }),
  }),
});
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBodySchema>;

/** The offer floor's percent, whole, within {@link OFFER_FLOOR_RANGE}; the page and the server share the words. */
export const offerFloorPercentSchema = z
  .number({ error: `Enter a percentage from ${OFFER_FLOOR_RANGE.min} to ${OFFER_FLOOR_RANGE.max}` })
  .int(`Enter a whole percentage from ${OFFER_FLOOR_RANGE.min} to ${OFFER_FLOOR_RANGE.max}`)
  .min(OFFER_FLOOR_RANGE.min, `Enter a percentage from ${OFFER_FLOOR_RANGE.min} to ${OFFER_FLOOR_RANGE.max}`)
  .max(OFFER_FLOOR_RANGE.max, `Enter a percentage from ${OFFER_FLOOR_RANGE.min} to ${OFFER_FLOOR_RANGE.max}`);

/** PUT /v1/pro/offer_floor: `{offer_floor: {percent}}`; percent null removes the floor. */
export const offerFloorBodySchema = z.object({
  offer_floor: z.object({ percent: offerFloorPercentSchema.nullable() }),
});
export type OfferFloorBody = z.infer<typeof offerFloorBodySchema>;
