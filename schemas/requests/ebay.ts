import { z } from 'zod';

/** The external marketplace items link to (spec's {marketplace}): the path segment, field and action names. */
export const MARKETPLACE = 'ebay';

/** An eBay item number: 12 digits (what eBay shows as 'eBay item number' on a listing). */
export const ebayItemIdSchema = z
  .string({ error: 'Enter the eBay item number' })
  .trim()
  .regex(/^\d{12}$/, 'Enter the 12-digit eBay item number');

/**
 * POST /v1/items/{id}/ebay (spec §7.5): `{ebay: {sync}}` turns auto-sync on or off;
 * `{ebay: {id, sync: true}}` links the eBay listing `id` and turns sync on.
 */
export const ebayLinkBodySchema = z.object({
  ebay: z
    .object({ id: ebayItemIdSchema.optional(), sync: z.boolean({ error: 'Say whether to sync' }) })
    .refine((ebay) => ebay.id === undefined || ebay.sync, {
      message: 'A linked listing starts with sync on',
      path: ['sync'],
    }),
});

export type EbayLinkBody = z.infer<typeof ebayLinkBodySchema>;
