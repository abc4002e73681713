import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';

/** POST /v1/payment_methods: the nonce the payment form produced for the card to save (the sandbox's test nonces). */
export const addPaymentMethodBodySchema = z.object({ nonce: z.string().trim().min(1, 'Required').max(200) });

/**
 * A saved card of the signed-in user (My Payment Methods): what the payment provider's vault told us about it —
 * brand, last four digits, expiry — and whether it is the default. Never its number; its token stays on the server.
 */
export const paymentMethodSchema = z.object({
  id: idSchema,
  gateway: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^[0-9]{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  is_default: z.boolean(),
  created_at: dateTimeSchema,
});

/** Every call of /v1/payment_methods answers the caller's saved cards afterwards: the default first, then newest. */
export const paymentMethodListSchema = z.array(paymentMethodSchema);

export type AddPaymentMethodBody = z.input<typeof addPaymentMethodBodySchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
