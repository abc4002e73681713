import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * POST /v1/swaps (spec §7.3): `{swap: {item_id, offer: {amount, item_variation_id}}}`. Without an
 * offer it is Message Seller (creates or gets the swap); the amount is a number or left out (§5).
 */
export const createSwapBodySchema = z.object({
  swap: z.object({
    item_id: idSchema.max(2_147_483_647),
    offer: z
      .object({
        amount: z.number().positive().max(1_000_000).optional(),
        item_variation_id: idSchema.max(2_147_483_647).nullish(),
      })
      .optional(),
  }),
});

/** The longest message a swap takes (the spec gives no limit). */
export const SWAP_MESSAGE_MAX_LENGTH = 2000;

/** POST /v1/swaps/{id}/messages: `{message: {body}}`, trimmed, 1 to 2000 characters. */
export const createSwapMessageBodySchema = z.object({
  message: z.object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a message')
      .max(SWAP_MESSAGE_MAX_LENGTH, `Keep the message under ${SWAP_MESSAGE_MAX_LENGTH} characters`),
  }),
});

/** PUT /v1/swaps/{id}/offers/{offerId}: the seller accepts or declines a pending offer. */
export const updateOfferBodySchema = z.object({ offer: z.object({ state: z.enum(['accepted', 'declined']) }) });

export type CreateSwapBody = z.input<typeof createSwapBodySchema>;
export type CreateSwapMessageBody = z.input<typeof createSwapMessageBodySchema>;
export type UpdateOfferBody = z.input<typeof updateOfferBodySchema>;
