import type {
  AvailableMovement,
  ItemToShip,
  PendingSale,
  RecentSale,
  SellerDashboard,
  SellerDashboardWindow,
  SellerStats,
  StatsBucket,
} from '../../schemas/entities/seller-dashboard';
import type { SwapStage } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';

/**
 * GET /v1/users/{uuid}/seller_dashboard (README.md here): the seller's balances from the ledger, the sales that
 * move them, what to ship, drafts and the window's stats. Seven queries whatever the seller's size, each bounded,
 * all read at one instant of the server clock (`ks_now()`, read first and passed to the others).
 */

const DAY_MS = 86_400_000;
/** The chart's period: a day over 30 days, a week over 90. */
const BUCKET_DAYS: Record<SellerDashboardWindow, number> = { 30: 1, 90: 7 };
const LIST_LIMIT = 50;
const RECENT_LIMIT = 10;
const DRAFT_LIMIT = 5;

const dollars = (cents: number | string) => Number(cents) / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A full refund of the order line's round (its posting `refund:{swap}[:{order}]`, not a dispute's partial one):
 * the sale did not stand, so it counts in no stat. `oi` is the order line.
 */
const FULLY_REFUNDED_SQL = `EXISTS (SELECT 1 FROM ledger_transactions rt WHERE rt.swap_id = oi.swap_id
  AND rt.order_id = oi.order_id AND rt.kind = 'refund' AND rt.idempotency_key NOT LIKE '%:partial')`;

export async function findSellerDashboard(
  db: Db,
  sellerId: number,
  days: SellerDashboardWindow,
): Promise<SellerDashboard> {
  const [head] = await db.query<{ now: Date; pending: number; available: number }>(
    `SELECT ks_now() AS now,
       coalesce((SELECT balance_cents FROM ledger_accounts WHERE owner_id = $1 AND kind = 'pending'), 0) AS pending,
       coalesce((SELECT balance_cents FROM ledger_accounts WHERE owner_id = $1 AND kind = 'available'), 0) AS available`,
    [sellerId],
  );
  const now = head!.now;
  const [pendingSales, availableActivity, recentSales, toShip, drafts, stats] = await Promise.all([
    findPendingSales(db, sellerId),
    findAvailableActivity(db, sellerId),
    findRecentSales(db, sellerId),
    findItemsToShip(db, sellerId),
    findDrafts(db, sellerId),
    findStats(db, sellerId, days, now),
  ]);
  return {
    balances: { pending: dollars(head!.pending), available: dollars(head!.available) },
    pending_sales: pendingSales,
    available_activity: availableActivity,
    recent_sales: recentSales,
    to_ship: toShip,
    drafts,
    stats,
  };
}

/**
 * What each sale's round still holds in the seller's Pending (the sum of its postings there: the sale, less a
 * partial refund; nothing once released or refunded), the longest waiting first. Their sum is the Pending balance.
 */
async function findPendingSales(db: Db, sellerId: number): Promise<PendingSale[]> {
  const rows = await db.query<{
    swap_id: number;
    cents: number;
    stage: SwapStage;
    paid_at: Date | null;
    ship_by: Date | null;
    delivered_at: Date | null;
    accept_by: Date | null;
    item_id: number;
    item_name: string;
  }>(
    `SELECT t.swap_id, sum(e.amount_cents)::bigint AS cents, s.stage, s.paid_at, s.ship_by, s.delivered_at,
       s.accept_by, i.id AS item_id, i.name AS item_name
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transactions t ON t.id = e.transaction_id
     JOIN swaps s ON s.id = t.swap_id
     JOIN items i ON i.id = s.item_id
     WHERE a.owner_id = $1 AND a.kind = 'pending'
     GROUP BY t.swap_id, t.order_id, s.id, i.id
     HAVING sum(e.amount_cents) <> 0
     ORDER BY s.paid_at NULLS LAST, t.swap_id
     LIMIT ${LIST_LIMIT}`,
    [sellerId],
  );
  return rows.map((row) => ({
    swap_id: row.swap_id,
    item: { id: row.item_id, name: row.item_name },
    amount: dollars(row.cents),
    stage: row.stage,
    paid_at: iso(row.paid_at),
    ship_by: row.stage === 'paid' || row.stage === 'label_printed' ? iso(row.ship_by) : null,
    delivered_at: iso(row.delivered_at),
    accept_by: row.stage === 'delivered' ? iso(row.accept_by) : null,
  }));
}

/** The latest movements of the seller's Available, each with its sign. */
async function findAvailableActivity(db: Db, sellerId: number): Promise<AvailableMovement[]> {
  const rows = await db.query<{
    kind: string;
    cents: number;
    at: Date;
    swap_id: number | null;
    item_name: string | null;
  }>(
    `SELECT t.kind, e.amount_cents AS cents, t.created_at AS at, t.swap_id, i.name AS item_name
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transactions t ON t.id = e.transaction_id
     LEFT JOIN swaps s ON s.id = t.swap_id
     LEFT JOIN items i ON i.id = s.item_id
     WHERE a.owner_id = $1 AND a.kind = 'available'
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${RECENT_LIMIT}`,
    [sellerId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    amount: dollars(row.cents),
    at: row.at.toISOString(),
    swap_id: row.swap_id,
    item_name: row.item_name,
  }));
}

/**
 * The latest sold units (order lines). The swap's stage is its current round's; an earlier round of a swap
 * bought again was final, or refunded when its round has a full refund posting.
 */
async function findRecentSales(db: Db, sellerId: number): Promise<RecentSale[]> {
  const rows = await db.query<{
    swap_id: number;
    order_id: number;
    price: number;
    sold_at: Date;
    item_id: number;
    item_name: string;
    buyer: string;
    stage: SwapStage;
  }>(
    `SELECT oi.swap_id, oi.order_id, oi.price, o.created_at AS sold_at, i.id AS item_id, i.name AS item_name,
       u.username AS buyer,
       CASE WHEN s.order_id = oi.order_id THEN s.stage
            WHEN ${FULLY_REFUNDED_SQL} THEN 'refunded' ELSE 'final' END AS stage
     FROM order_items oi
     JOIN orders o ON o.id = oi.order_id
     JOIN swaps s ON s.id = oi.swap_id
     JOIN items i ON i.id = oi.item_id
     JOIN users u ON u.id = o.buyer_id
     WHERE oi.seller_id = $1
     ORDER BY o.created_at DESC, oi.id DESC
     LIMIT ${RECENT_LIMIT}`,
    [sellerId],
  );
  return rows.map((row) => ({
    swap_id: row.swap_id,
    order_id: row.order_id,
    item: { id: row.item_id, name: row.item_name },
    buyer: row.buyer,
    price: Number(row.price),
    sold_at: row.sold_at.toISOString(),
    stage: row.stage,
  }));
}

/** Paid sales not shipped yet (paid, or our label printed and not scanned), the soonest ship-by first. */
async function findItemsToShip(db: Db, sellerId: number): Promise<ItemToShip[]> {
  const rows = await db.query<{
    swap_id: number;
    ship_by: Date | null;
    stage: SwapStage;
    item_id: number;
    item_name: string;
    buyer: string;
  }>(
    `SELECT s.id AS swap_id, s.ship_by, s.stage, i.id AS item_id, i.name AS item_name, u.username AS buyer
     FROM swaps s JOIN items i ON i.id = s.item_id JOIN users u ON u.id = s.buyer_id
     WHERE s.seller_id = $1 AND s.stage IN ('paid', 'label_printed')
     ORDER BY s.ship_by NULLS LAST, s.id
     LIMIT ${LIST_LIMIT}`,
    [sellerId],
  );
  return rows.map((row) => ({
    swap_id: row.swap_id,
    item: { id: row.item_id, name: row.item_name },
    buyer: row.buyer,
    ship_by: iso(row.ship_by),
    label_printed: row.stage === 'label_printed',
  }));
}

/** The last saved drafts and their count (items_drafts_idx). */
async function findDrafts(db: Db, sellerId: number): Promise<SellerDashboard['drafts']> {
  const rows = await db.query<{ id: number; name: string; updated_at: Date; total: number }>(
    `SELECT id, name, updated_at, count(*) OVER ()::int AS total FROM items
     WHERE seller_id = $1 AND state = 'draft' ORDER BY updated_at DESC, id DESC LIMIT ${DRAFT_LIMIT}`,
    [sellerId],
  );
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => ({ id: row.id, name: row.name, updated_at: row.updated_at.toISOString() })),
  };
}

/**
 * The window's figures, per period and in all. The window is [now − days, now], both ends included: a sale or a
 * favourite exactly `days` days old counts, one a millisecond older does not. Periods are counted back from the
 * window's start: period k is [since + k·len, since + (k+1)·len), the last one shorter when len does not divide
 * the window (90 days in weeks) and holding `now` itself. Views are kept per UTC day (item_view_days): a day
 * counts whole when the window touches it, and its views fall in the period holding its first moment (the
 * first period when that is before the window).
 */
async function findStats(db: Db, sellerId: number, days: SellerDashboardWindow, now: Date): Promise<SellerStats> {
  const bucketDays = BUCKET_DAYS[days];
  const bucketCount = Math.ceil(days / bucketDays);
  const since = new Date(now.getTime() - days * DAY_MS);
  const bucketOf = (column: string) =>
    `greatest(0, least(${bucketCount - 1}, floor(extract(epoch FROM (${column} - $2::timestamptz)) / ${bucketDays * 86_400})::int))`;
  const [figures, [stock]] = await Promise.all([
    db.query<{ metric: 'sales' | 'views' | 'favorites'; bucket: number; count: number; cents: number | null }>(
      `SELECT 'sales' AS metric, ${bucketOf('o.created_at')} AS bucket, count(*)::int AS count,
         sum(oi.price * 100)::bigint AS cents
       FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE oi.seller_id = $1 AND o.created_at >= $2 AND o.created_at <= $3 AND NOT ${FULLY_REFUNDED_SQL}
       GROUP BY 2
       UNION ALL
       SELECT 'favorites', ${bucketOf('f.created_at')}, count(*)::int, NULL
       FROM items i JOIN favorites f ON f.item_id = i.id
       WHERE i.seller_id = $1 AND f.created_at >= $2 AND f.created_at <= $3
       GROUP BY 2
       UNION ALL
       SELECT 'views', ${bucketOf("(v.day::timestamp AT TIME ZONE 'UTC')")}, sum(v.views)::int, NULL
       FROM items i JOIN item_view_days v ON v.item_id = i.id
       WHERE i.seller_id = $1 AND v.day >= ($2::timestamptz AT TIME ZONE 'UTC')::date
         AND v.day <= ($3::timestamptz AT TIME ZONE 'UTC')::date
       GROUP BY 2`,
      [sellerId, since, now],
    ),
    db.query<{ units: number }>(
      `SELECT coalesce(sum(coalesce(
           (SELECT sum(v.quantity) FROM item_variations v WHERE v.item_id = i.id), i.quantity)), 0)::int AS units
       FROM items i WHERE i.seller_id = $1 AND i.state = 'available'`,
      [sellerId],
    ),
  ]);
  const buckets = Array.from({ length: bucketCount }, (_, k) => ({
    start: new Date(since.getTime() + k * bucketDays * DAY_MS).toISOString(),
    end: new Date(Math.min(now.getTime(), since.getTime() + (k + 1) * bucketDays * DAY_MS)).toISOString(),
    sales: 0,
    cents: 0,
    views: 0,
    favorites: 0,
  }));
  for (const row of figures) {
    const bucket = buckets[row.bucket]!;
    if (row.metric === 'sales') {
      bucket.sales = row.count;
      bucket.cents = Number(row.cents ?? 0);
    } else bucket[row.metric] = row.count;
  }
  const sum = (pick: (bucket: (typeof buckets)[number]) => number) =>
    buckets.reduce((total, bucket) => total + pick(bucket), 0);
  const sales = sum((bucket) => bucket.sales);
  const forSale = stock?.units ?? 0;
  return {
    days,
    since: since.toISOString(),
    until: now.toISOString(),
    sales,
    revenue: dollars(sum((bucket) => bucket.cents)),
    views: sum((bucket) => bucket.views),
    favorites: sum((bucket) => bucket.favorites),
    for_sale: forSale,
    sell_through: sales + forSale === 0 ? null : sales / (sales + forSale),
    buckets: buckets.map(({ cents, ...bucket }): StatsBucket => ({ ...bucket, revenue: dollars(cents) })),
  };
}
