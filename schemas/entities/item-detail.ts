import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { saleSchema } from './chrome';
import { itemSchema } from './item';

/** The item type of a sale item (spec §3: 'item_type (array; containing 6, or having sale, marks a sale item)'). */
export const SALE_ITEM_TYPE = 6;

/** A seller's feedback as the item page shows it: '{score}% positive ({recent_count})' (spec §3, §9). */
export const sellerFeedbackSchema = z.object({
  /** Per cent positive, 0–100 (not rounded); null without feedback ('No Feedback'). */
  score: z.number().min(0).max(100).nullable(),
  recent_count: z.number().int().nonnegative(),
});

/**
 * The item's listing on the external marketplace (spec §3 '{marketplace} {id, url, sync,
 * last_synced_at}', field `ebay`): shown to admins and to its seller once linked.
 */
export const marketplaceLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  sync: z.boolean(),
  last_synced_at: dateTimeSchema.nullable(),
});

/** One size, hand or colour of an item, with its own stock (spec §3 'variations[]'). */
export const itemVariationSchema = z.object({
  id: idSchema,
  name: z.string(),
  quantity: z.number().int().nonnegative(),
});

/**
 * One detail of an item (spec §3 'details[]'): brand, model, condition... `guidance` is the
 * markdown of its 'What is {detail}?' modal (spec §2.9), null when it has none.
 */
export const itemDetailEntrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: idSchema, slug: z.string(), name: z.string() })),
  value_guides_required: z.boolean().nullish(),
  guidance: z.string().nullish(),
});

/**
 * An item as its page reads it (GET /v1/items/{id}): the card fields plus what the viewer may do
 * with it. `actions`, `favorite`, `buyer_swap_id` and `seller.following` are the calling user's.
 */
export const itemDetailSchema = itemSchema.extend({
  description: z.string(),
  /**
   * What the viewer may do (spec §4.1): buy, add_to_cart, offer, view_swap, the seller's management actions, admin
   * grants.
   */
  actions: z.array(z.string()),
  variations: z.array(itemVariationSchema),
  buyer_swap_id: idSchema.nullish(),
  favorite: z.boolean(),
  favoriters_count: z.number().int().nonnegative(),
  seller: z.object({
    id: idSchema,
    username: z.string(),
    following: z.boolean().nullish(),
    feedback: sellerFeedbackSchema.nullish(),
    /** Whether a Kitswap Pro subscription of the seller's runs (the 'Pro' badge on the seller card). */
    pro: z.boolean().nullish(),
  }),
  details: z.array(itemDetailEntrySchema),
  /** Contains {@link SALE_ITEM_TYPE} while the item is in a sale. */
  item_type: z.array(z.number().int()).nullish(),
  /** The sale the item takes part in (live or starting soon), else null. */
  sale: saleSchema.nullish(),
  last_bumped_at: dateTimeSchema.nullish(),
  last_price_dropped_at: dateTimeSchema.nullish(),
  views_count: z.number().int().nonnegative().nullish(),
  /** The external marketplace listing: for admins and the seller, null when not linked or not theirs to see. */
  ebay: marketplaceLinkSchema.nullish(),
  /** The seller's own figures (spec §3): seen by the seller, admins and the seller's organisation only. */
  cost: z.number().nonnegative().nullish(),
  seller_total_cost: z.number().nonnegative().nullish(),
  location_id: z.string().nullish(),
  event_name: z.string().nullish(),
  /**
   * The item's superlatives ('Best Value', 'Top Seller'…), decided by the server from its data; each is a
   * `superlative_label` of the CMS collection superlative_tooltips, whose description is its tooltip (spec §2.9).
   */
  superlatives: z.array(z.string()).nullish(),
  /** An auction's end (7 days after publishing, issue 18); null for other items. */
  auction_ends_at: dateTimeSchema.nullish(),
  /** The auction has ended by the server's clock (settled, or its end passed). */
  auction_ended: z.boolean().nullish(),
  /** The highest live offer on an auction (USD), null without one; null for other items. */
  highest_offer: z.number().nonnegative().nullish(),
  /** Another buyer's accepted offer or won auction holds the item until they pay (their payment window). */
  reserved: z.boolean().nullish(),
  /**
   * Ours (issue 19): the seller is on vacation — the last day away (YYYY-MM-DD, or null: no date set) and
   * their message to buyers; nobody may buy or offer meanwhile. Null while they are not.
   */
  seller_vacation: z.object({ returns_on: z.iso.date().nullable(), message: z.string().nullable() }).nullish(),
});

/** The answer of favourite and unfavourite: the viewer's flag and the item's new count. */
export const favoriteStateSchema = z.object({
  favorite: z.boolean(),
  favoriters_count: z.number().int().nonnegative(),
});

export type ItemVariation = z.infer<typeof itemVariationSchema>;
export type ItemDetailEntry = z.infer<typeof itemDetailEntrySchema>;
export type ItemDetail = z.infer<typeof itemDetailSchema>;
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
export type SellerFeedback = z.infer<typeof sellerFeedbackSchema>;
export type MarketplaceLink = z.infer<typeof marketplaceLinkSchema>;
