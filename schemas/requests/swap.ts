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

export type CreateSwapBody = z.input<typeof createSwapBodySchema>;
