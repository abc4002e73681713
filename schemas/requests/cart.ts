import { z } from 'zod';
import { idSchema } from '../primitives';

/** POST /v1/users/{uuid}/cart/cart_items (spec §7.4); item_variation_id is required for an item with variations. */
export const addCartItemBodySchema = z.object({
  cart: z.object({
    cart_item: z.object({
      item_id: idSchema.max(2_147_483_647),
      item_variation_id: idSchema.max(2_147_483_647).nullish(),
    }),
  }),
});

/** POST /v1/users/{uuid}/cart/batch_add (spec §7.4): the guest cart merged on sign-in, at most 100 items. */
export const batchAddBodySchema = z.object({
  cart: z.object({ item_ids: z.array(idSchema.max(2_147_483_647)).max(100) }),
});

/**
 * POST /v1/users/{uuid}/cart/checkout. The spec names no body: what pays — the payment nonce (from the payment
 * provider's form; the sandbox takes test nonces) or one of the caller's saved cards (`payment_method_id`, My
 * Payment Methods), exactly one of them — and the beta checkout flag of Buy Now (spec §4.2).
 */
export const checkoutBodySchema = z.object({
  checkout: z
    .object({
      nonce: z.string().trim().min(1, 'Required').max(200).optional(),
      payment_method_id: idSchema.max(2_147_483_647).optional(),
      beta_checkout: z.boolean().optional(),
    })
    .refine((body) => (body.nonce === undefined) !== (body.payment_method_id === undefined), {
      message: 'Choose one way to pay: a card or a saved card',
      path: ['nonce'],
    }),
});

export type AddCartItemBody = z.input<typeof addCartItemBodySchema>;
export type BatchAddBody = z.input<typeof batchAddBodySchema>;
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** The test nonces of the sandbox payment gateway (the common provider convention): one approved, one declined. */
export const SANDBOX_NONCES = {
  approved: 'fake-valid-nonce',
  declined: 'fake-processor-declined-nonce',
} as const;
