import { z } from 'zod';
import { idSchema } from '../primitives';

/** Whole cents: the offers table keeps two decimals, so 95.555 would be stored as something else. */
const isWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** An offer's amount in USD: above $0, whole cents, at most a million. */
export const offerAmountSchema = z
  .number()
  .positive('Enter an amount above $0')
  .max(1_000_000, 'Enter at most $1,000,000')
  .refine(isWholeCents, 'Enter dollars and cents, like 95.50');

/**
 * A counter-offer's amount against its swap: an offer amount below the item's price (what the
 * swap page shows) and not the amount it answers (`answered`; null for a new offer after a
 * decline). The server (422) and the swap page's form check it with the same words; `money`
 * formats the amounts in them.
 */
export function counterAmountSchema(
  { price, answered }: { price: number; answered: number | null },
  money: (amount: number) => string,
) {
  return offerAmountSchema
    .refine((amount) => amount < price, `Enter less than the price, ${money(price)}`)
    .refine(
      (amount) => amount !== answered,
      answered === null ? 'Enter a different amount' : `Enter an amount other than ${money(answered)}`,
    );
}

/**
 * POST /v1/swaps (spec §7.3): `{swap: {item_id, offer: {amount, item_variation_id}}}`. Without an
 * offer it is Message Seller (creates or gets the swap); the amount is a number or left out (§5).
 */
export const createSwapBodySchema = z.object({
  swap: z.object({
    item_id: idSchema.max(2_147_483_647),
    offer: z
      .object({
        amount: offerAmountSchema.optional(),
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

/** POST /v1/swaps/{id}/offers/{offerId}/counter: the seller answers a buyer's pending offer with an amount. */
export const counterOfferBodySchema = z.object({ offer: z.object({ amount: offerAmountSchema }) });

export type CreateSwapBody = z.input<typeof createSwapBodySchema>;
export type CreateSwapMessageBody = z.input<typeof createSwapMessageBodySchema>;
export type UpdateOfferBody = z.input<typeof updateOfferBodySchema>;
export type CounterOfferBody = z.input<typeof counterOfferBodySchema>;
