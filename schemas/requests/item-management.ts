import { z } from 'zod';
import { idSchema } from '../primitives';

const dbId = idSchema.max(2_147_483_647);

/**
 * POST /v1/orders (spec §7.4): `{order: {nonce, quantity, catalog_id}}`, sent with the header
 * {@link IDEMPOTENCY_HEADER} (the spec's 'extra header carrying a value'): the same key twice is
 * one order and one charge, so a double click never pays twice.
 */
export const catalogOrderBodySchema = z.object({
  order: z.object({
    nonce: z.string().min(1).max(200),
    quantity: z.number().int().min(1).max(10),
    catalog_id: dbId,
  }),
});
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

/** Whole cents, as offers. */
const isWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * POST /v1/items/{id}/price_drop: `{item: {price}}`, the new asking price (list_price). It must be
 * lower than the asking price now; the modal and the server (422 `invalid_amount` on `item.price`)
 * say so with the same words, from {@link priceDropSchema}.
 */
export function priceDropSchema(current: number, money: (amount: number) => string) {
  return z
    .number({ error: 'Enter a price' })
    .positive('Enter a price above $0')
    .refine(isWholeCents, 'Enter dollars and cents, like 95.50')
    .refine((price) => price < current, `Enter a price lower than ${money(current)}`);
}
export const priceDropBodySchema = z.object({ item: z.object({ price: z.number() }) });

/**
 * POST /v1/items/sale joins a sale, DELETE /v1/items/sale (same body) leaves it (spec §7.5, §7.9
 * 'join and leave sale (item id, sale id)').
 */
export const saleMembershipBodySchema = z.object({ sale: z.object({ item_id: dbId, sale_id: dbId }) });

/** Why a seller removes an item (the remove/report modal with type removeItem, spec §2.9). */
export const REMOVAL_REASONS = {
  sold_elsewhere: 'I sold it elsewhere',
  no_longer_selling: 'I no longer want to sell it',
  listed_by_mistake: 'I listed it by mistake',
  other: 'Other',
} as const;
export type RemovalReason = keyof typeof REMOVAL_REASONS;

/** POST /v1/items/{id}/remove: `{removal: {reason, comment}}`; 'other' needs a comment. */
export const removalBodySchema = z.object({
  removal: z
    .object({
      reason: z.enum(Object.keys(REMOVAL_REASONS) as [RemovalReason, ...RemovalReason[]]),
      comment: z.string().trim().max(500).optional(),
    })
    .refine((removal) => removal.reason !== 'other' || Boolean(removal.comment), {
      message: 'Tell us why',
      path: ['comment'],
    }),
});

/** POST /v1/items/{id}/take_down: `{take_down: {reason}}`, an admin's (or a granted seller's) moderation. */
export const takeDownBodySchema = z.object({
  take_down: z.object({ reason: z.string().trim().min(1, 'Give a reason').max(500) }),
});

export type CatalogOrderBody = z.infer<typeof catalogOrderBodySchema>;
export type SaleMembershipBody = z.infer<typeof saleMembershipBodySchema>;
export type RemovalBody = z.infer<typeof removalBodySchema>;
export type TakeDownBody = z.infer<typeof takeDownBodySchema>;
