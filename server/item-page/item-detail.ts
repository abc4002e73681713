import type { Sale } from '../../schemas/entities/chrome';
import {
  SALE_ITEM_TYPE,
  type ItemDetail,
  type ItemDetailEntry,
  type SellerFeedback,
} from '../../schemas/entities/item-detail';
import { isAdminSql } from '../auth/staff';
import { conditionValue } from '../catalogue/conditions';
import type { Db } from '../db/db';
import { inGmcFeedSql } from '../items/gmc-feed';
import { takenDownSql } from '../items/item-moderation';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { grantsFeatureSql } from '../pro/pro';
import { itemSuperlatives } from '../search/superlatives';
import { AUCTION_ENDED_SQL, HIGHEST_OFFER_SQL } from '../swaps/auctions';
import { heldForOtherSql } from '../swaps/holds';
import { slugify } from '../text/slugify';
import { PRO_BADGE_FEATURE } from '../users/locker-profile';
import { feedbackOf, feedbackTallySql, type FeedbackTally } from '../users/social';
import { SELLER_VACATION_SQL, type SellerVacation } from '../vacations/vacations';
import { itemActions } from './item-actions';
import { EBAY_LINK_SQL, ebayField, marketplaceActions, type EbayLinkColumn } from './marketplace-fields';

interface ItemDetailRow extends ItemRow {
  description: string;
  condition: 'new' | 'used' | null;
  accepts_offers: boolean;
  variations: { id: number; name: string; quantity: number }[];
  favorite: boolean;
  buyer_swap_id: number | null;
  following: boolean;
  seller_pro: boolean;
  guidance: Record<string, string | null>;
  feedback_count: number;
  feedback_positive: number;
  feedback_negative: number;
  viewer_admin: boolean;
  reported: boolean;
  in_gmc_feed: boolean;
  taken_down: boolean;
  sale_joinable: boolean;
  last_bumped_at: Date | null;
  last_price_dropped_at: Date | null;
  views_count: number;
  cost: number | null;
  location_id: string | null;
  event_name: string | null;
  sale: SaleRow | null;
  ebay_link: EbayLinkColumn | null;
  ends_at: Date | null;
  auction_ended: boolean;
  highest_offer: number | null;
  reserved: boolean;
  seller_away: boolean;
  seller_vacation: SellerVacation | null;
}

interface SaleRow {
  id: number;
  name: string;
  label: string;
  destination: string;
  slug: string;
  subtitle: string | null;
  discount_percent: number;
  started_at: string;
  ended_at: string;
}

/**
 * One item as its page shows it to `viewerId` (null for a guest), or null when there is no such
 * item. A draft is only its seller's to see.
 */
export async function findItemDetail(db: Db, id: number, viewerId: number | null): Promise<ItemDetail | null> {
  const [row] = await db.query<ItemDetailRow>(
    `SELECT ${ITEM_COLUMNS}, i.description, i.condition, i.accepts_offers,
       coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'quantity', v.quantity) ORDER BY v.id)
                 FROM item_variations v WHERE v.item_id = i.id), '[]'::json) AS variations,
       EXISTS (SELECT 1 FROM favorites f WHERE f.item_id = i.id AND f.user_id = $2) AS favorite,
       (SELECT s.id FROM swaps s WHERE s.item_id = i.id AND s.buyer_id = $2) AS buyer_swap_id,
       EXISTS (SELECT 1 FROM following fo WHERE fo.followed_id = i.seller_id AND fo.follower_id = $2) AS following,
       ${grantsFeatureSql('i.seller_id', `'${PRO_BADGE_FEATURE}'`)} AS seller_pro,
       (SELECT coalesce(json_object_agg(d.slug, d.guidance), '{}'::json) FROM detail_definitions d) AS guidance,
       fb.feedback_count, fb.feedback_positive, fb.feedback_negative,
       ${isAdminSql('$2')} AS viewer_admin,
       EXISTS (SELECT 1 FROM item_reports r WHERE r.item_id = i.id AND r.resolved_at IS NULL) AS reported,
       ${inGmcFeedSql} AS in_gmc_feed, ${takenDownSql('i')} AS taken_down,
       EXISTS (SELECT 1 FROM sales s WHERE s.ended_at > ks_now()) AS sale_joinable,
       i.last_bumped_at, i.last_price_dropped_at, i.views_count, i.cost, i.location_id, i.event_name,
       (SELECT json_build_object('id', s.id, 'name', s.name, 'label', s.label, 'destination', s.destination,
                                 'slug', s.slug, 'subtitle', s.subtitle, 'discount_percent', s.discount_percent,
                                 'started_at', s.started_at, 'ended_at', s.ended_at)
          FROM sales s WHERE s.id = i.sale_id AND s.ended_at > ks_now()) AS sale,
       ${EBAY_LINK_SQL},
       i.ends_at, ${AUCTION_ENDED_SQL} AS auction_ended, CASE WHEN i.auction THEN ${HIGHEST_OFFER_SQL} END AS highest_offer,
       ${heldForOtherSql('i', '$2')} AS reserved, i.seller_away, ${SELLER_VACATION_SQL} AS seller_vacation
     FROM items i ${ITEM_JOINS}
     CROSS JOIN LATERAL (${feedbackTallySql('i.seller_id')}) fb
     WHERE i.id = $1`,
    [id, viewerId ?? 0],
  );
  if (!row || (row.state === 'draft' && row.seller_id !== viewerId)) return null;
  const item = toItem(row);
  // The seller's own figures are theirs and staff's to see (spec §3 cost, location_id, event_name).
  const insider = row.seller_id === viewerId || row.viewer_admin;
  return {
    ...item,
    description: row.description,
    // The buyer's own swap about the item (an offer, a message, a purchase) adds View Swap (spec §4.1).
    actions: [
      ...itemActions({ ...row, in_sale: row.sale !== null }, viewerId),
      ...marketplaceActions(row.ebay_link, row.viewer_admin),
      ...(row.buyer_swap_id !== null ? ['view_swap'] : []),
    ],
    variations: row.variations,
    buyer_swap_id: row.buyer_swap_id,
    favorite: row.favorite,
    favoriters_count: row.favoriters_count,
    seller: {
      id: row.seller_id,
      username: row.seller_username,
      following: row.following,
      feedback: sellerFeedback(row),
      pro: row.seller_pro,
    },
    details: details(row),
    item_type: row.sale ? [SALE_ITEM_TYPE] : [],
    sale: row.sale ? saleOf(row.sale) : null,
    last_bumped_at: row.last_bumped_at?.toISOString() ?? null,
    last_price_dropped_at: row.last_price_dropped_at?.toISOString() ?? null,
    views_count: insider ? row.views_count : null,
    ebay: ebayField(row.ebay_link, insider),
    cost: insider ? row.cost : null,
    seller_total_cost: insider ? row.cost : null,
    location_id: insider ? row.location_id : null,
    event_name: insider ? row.event_name : null,
    superlatives: await itemSuperlatives(db, row.id),
    auction_ends_at: row.auction ? (row.ends_at?.toISOString() ?? null) : null,
    auction_ended: row.auction_ended,
    highest_offer: row.highest_offer,
    reserved: row.reserved,
    seller_vacation: row.seller_away ? row.seller_vacation : null,
  };
}

function sellerFeedback(tally: FeedbackTally): SellerFeedback {
  const { count, score } = feedbackOf(tally);
  return { score, recent_count: count };
}

/** A sale as json_build_object gives it (timestamps as PostgreSQL text) → the API's ISO strings. */
function saleOf(sale: SaleRow): Sale {
  return {
    ...sale,
    started_at: new Date(sale.started_at).toISOString(),
    ended_at: new Date(sale.ended_at).toISOString(),
  };
}

/** Brand, model and condition, in that order, each with the guidance of its definition. */
function details(row: ItemDetailRow): ItemDetailEntry[] {
  const entry = (slug: string, name: string, value: { id: number; slug: string; name: string }): ItemDetailEntry => ({
    slug,
    name,
    values: [value],
    guidance: row.guidance[slug] ?? null,
  });
  const entries: ItemDetailEntry[] = [];
  if (row.brand_id !== null && row.brand_name)
    entries.push(entry('brand', 'Brand', { id: row.brand_id, slug: slugify(row.brand_name), name: row.brand_name }));
  if (row.model_id !== null && row.model_name)
    entries.push(entry('model', 'Model', { id: row.model_id, slug: slugify(row.model_name), name: row.model_name }));
  if (row.condition) entries.push(entry('condition', 'Condition', conditionValue(row.condition)));
  return entries;
}
