import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { swapStageSchema } from './swap-lifecycle';

/**
 * GET /v1/users/{uuid}/seller_dashboard?days=30|90 (issue 33, /selling): the signed-in seller's balances and what
 * moves them, recent sales, items to ship, drafts and stats over the window. Amounts are USD numbers (dollars with
 * cents, like every price the API answers; the ledger's integer cents divided by 100), dates ISO strings.
 * server/seller-dashboard/README.md says how each figure is counted.
 */

/** The windows the stats cover, in days; 30 unless asked. */
export const SELLER_DASHBOARD_WINDOWS = [30, 90] as const;
export const sellerDashboardWindowSchema = z.union([z.literal(30), z.literal(90)]);
export type SellerDashboardWindow = z.infer<typeof sellerDashboardWindowSchema>;

const dashboardItemSchema = z.object({ id: idSchema, name: z.string() });

/** A sale whose proceeds wait in Pending: what it holds there and what makes it final. */
export const pendingSaleSchema = z.object({
  swap_id: idSchema,
  item: dashboardItemSchema,
  /** What the sale holds in Pending (price − fee − partial refunds so far). */
  amount: z.number(),
  stage: swapStageSchema,
  paid_at: dateTimeSchema.nullable(),
  /** Ship by this (paid, label printed). */
  ship_by: dateTimeSchema.nullable(),
  delivered_at: dateTimeSchema.nullable(),
  /** Delivered: final at this moment at the latest (72 hours after delivery), sooner if the buyer accepts. */
  accept_by: dateTimeSchema.nullable(),
});

/** One movement of Available, newest first: a sale made final (+), a cash-out (−), a credit (+). */
export const availableMovementSchema = z.object({
  /** The ledger posting's kind: 'release' (a sale final), 'opening_balance' (credit), a payout's… */
  kind: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: z.number(),
  at: dateTimeSchema,
  swap_id: idSchema.nullable(),
  /** The item of the swap the movement is for, when it is one. */
  item_name: z.string().nullable(),
});

/** One sold unit (an order line), newest first, with where its round of the swap stands. */
export const recentSaleSchema = z.object({
  swap_id: idSchema,
  order_id: idSchema,
  item: dashboardItemSchema,
  buyer: z.string(),
  /** The item's price in the order (shipping is the buyer's postage, not revenue). */
  price: z.number(),
  sold_at: dateTimeSchema,
  stage: swapStageSchema,
});

/** A paid sale not shipped yet: ship it by `ship_by`. */
export const itemToShipSchema = z.object({
  swap_id: idSchema,
  item: dashboardItemSchema,
  buyer: z.string(),
  ship_by: dateTimeSchema.nullable(),
  /** Our prepaid label was printed: the label page (/swaps/{id}/label) has it; else print it from the swap. */
  label_printed: z.boolean(),
});

/** One period of the stats' chart: [start, end), the last one ending at `until` (included). */
export const statsBucketSchema = z.object({
  start: dateTimeSchema,
  end: dateTimeSchema,
  sales: z.number().int().nonnegative(),
  revenue: z.number().nonnegative(),
  views: z.number().int().nonnegative(),
  favorites: z.number().int().nonnegative(),
});

export const sellerStatsSchema = z.object({
  days: sellerDashboardWindowSchema,
  /** The window: sales and favourites from `since` (included) to `until` (included); views by UTC day. */
  since: dateTimeSchema,
  until: dateTimeSchema,
  sales: z.number().int().nonnegative(),
  revenue: z.number().nonnegative(),
  views: z.number().int().nonnegative(),
  favorites: z.number().int().nonnegative(),
  /** Units for sale now (available listings, each variation's units counted). */
  for_sale: z.number().int().nonnegative(),
  /** sales / (sales + for_sale), 0..1; null when both are 0. */
  sell_through: z.number().min(0).max(1).nullable(),
  /** Days for 30 (30 of them), weeks for 90 (13, the latest 6 days long), oldest first. */
  buckets: z.array(statsBucketSchema),
});

export const sellerDashboardSchema = z.object({
  balances: z.object({ pending: z.number(), available: z.number() }),
  /** The sales waiting in Pending, the longest waiting first (at most 50). */
  pending_sales: z.array(pendingSaleSchema),
  /** The latest 10 movements of Available. */
  available_activity: z.array(availableMovementSchema),
  /** The latest 10 sales. */
  recent_sales: z.array(recentSaleSchema),
  /** Every paid sale not shipped yet, the soonest ship-by first (at most 50). */
  to_ship: z.array(itemToShipSchema),
  /** The drafts, the last saved first (at most 5), and how many there are. */
  drafts: z.object({
    count: z.number().int().nonnegative(),
    items: z.array(dashboardItemSchema.extend({ updated_at: dateTimeSchema })),
  }),
  stats: sellerStatsSchema,
});

export type PendingSale = z.infer<typeof pendingSaleSchema>;
export type AvailableMovement = z.infer<typeof availableMovementSchema>;
export type RecentSale = z.infer<typeof recentSaleSchema>;
export type ItemToShip = z.infer<typeof itemToShipSchema>;
export type StatsBucket = z.infer<typeof statsBucketSchema>;
export type SellerStats = z.infer<typeof sellerStatsSchema>;
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;
