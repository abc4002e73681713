import type { Offer, Swap } from '../../schemas/entities/swap';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** The ON CONFLICT update that marks an existing swap unread for its seller (the buyer acted on it). */
export const UNREAD_BY_SELLER = 'unread_by = CASE WHEN swaps.seller_id = ANY (swaps.unread_by) THEN swaps.unread_by ELSE swaps.unread_by || swaps.seller_id END';

interface OfferRow {
  id: number;
  created_at: Date;
  buyer_id: number;
  buyer_username: string;
  seller_id: number;
  state: Offer['state'];
  amount: number | null;
  item_variation_id: number | null;
  seller_offer: boolean;
  counter_offer: boolean;
  swap_id: number;
}

const OFFER_SELECT = `
  SELECT o.id, o.created_at, s.buyer_id, b.username AS buyer_username, s.seller_id, o.state, o.amount,
    o.item_variation_id, o.seller_offer, o.counter_offer, o.swap_id
  FROM offers o JOIN swaps s ON s.id = o.swap_id JOIN users b ON b.id = s.buyer_id`;

/** An offer as `viewerId` sees it: the swap id only for the swap's buyer and seller. */
function toOffer(row: OfferRow, viewerId: number | null): Offer {
  const party = viewerId !== null && (viewerId === row.buyer_id || viewerId === row.seller_id);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    buyer: { username: row.buyer_username },
    state: row.state,
    amount: row.amount,
    item_variation_id: row.item_variation_id,
    seller_offer: row.seller_offer,
    counter_offer: row.counter_offer,
    swap_id: party ? row.swap_id : null,
  };
}

/** The offers on an item, newest first (GET /v1/items/{id}/offers); null when the item is not visible. */
export async function listItemOffers(db: Db, itemId: number, viewerId: number | null): Promise<Offer[] | null> {
  const [item] = await db.query<{ state: string; seller_id: number }>('SELECT state, seller_id FROM items WHERE id = $1', [itemId]);
  if (!item || (item.state === 'draft' && item.seller_id !== viewerId)) return null;
  const rows = await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.item_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 50`, [itemId]);
  return rows.map((row) => toOffer(row, viewerId));
}

/** One swap for one of its two parties, or null (no such swap, or the viewer is not in it). */
export async function findSwap(db: Db, swapId: number, viewerId: number): Promise<Swap | null> {
  const [row] = await db.query<{
    id: number; created_at: Date; updated_at: Date; item_id: number; item_name: string; image_count: number;
    buyer_id: number; buyer_username: string; seller_id: number; seller_username: string; order_id: number | null;
  }>(
    `SELECT s.id, s.created_at, s.updated_at, s.item_id, i.name AS item_name, i.image_count, s.buyer_id, b.username AS buyer_username,
       s.seller_id, se.username AS seller_username, s.order_id
     FROM swaps s JOIN items i ON i.id = s.item_id JOIN users b ON b.id = s.buyer_id JOIN users se ON se.id = s.seller_id
     WHERE s.id = $1 AND $2 IN (s.buyer_id, s.seller_id)`,
    [swapId, viewerId],
  );
  if (!row) return null;
  const offers = await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.swap_id = $1 ORDER BY o.created_at, o.id`, [swapId]);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    item: { id: row.item_id, name: row.item_name, primary_image: row.image_count > 0 ? { edge_url: `/media/items/${row.item_id}/1.svg` } : null },
    buyer: { id: row.buyer_id, username: row.buyer_username },
    seller: { id: row.seller_id, username: row.seller_username },
    offers: offers.map((offer) => toOffer(offer, viewerId)),
    order_id: row.order_id,
  };
}

export interface NewOffer {
  amount?: number;
  item_variation_id?: number | null;
}

/**
 * POST /v1/swaps: gets or creates the buyer's swap about an item (Message Seller) and, with an
 * offer, adds it, in one transaction. The item must be available and not the buyer's own; an
 * offer needs an item that takes offers (an auction, or a seller who accepts them) and a variation
 * of the item when one is named. Returns the swap id and whether it is new.
 */
export async function createSwap(db: Db, buyerId: number, itemId: number, offer: NewOffer | undefined): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [item] = await tx.query<{ state: string; seller_id: number; auction: boolean; accepts_offers: boolean }>(
      'SELECT state, seller_id, auction, accepts_offers FROM items WHERE id = $1',
      [itemId],
    );
    if (!item || (item.state === 'draft' && item.seller_id !== buyerId)) throw ApiError.notFound('Item not found');
    if (item.seller_id === buyerId) throw new ApiError(422, [{ message: 'This is your own item', code: 'own_item' }]);
    if (item.state !== 'available') throw new ApiError(409, [{ message: 'This item is no longer available', code: 'unavailable' }]);
    if (offer) {
      if (!item.auction && !item.accepts_offers) throw new ApiError(422, [{ message: 'The seller does not take offers on this item', code: 'offers_closed' }]);
      if (offer.item_variation_id != null) {
        const [variation] = await tx.query('SELECT id FROM item_variations WHERE id = $1 AND item_id = $2', [offer.item_variation_id, itemId]);
        if (!variation) throw new ApiError(400, [{ message: 'This option does not exist for the item', code: 'invalid', field: 'swap.offer.item_variation_id' }]);
      }
    }
    // One statement, so two concurrent calls cannot both insert (xmax = 0 marks a row this statement inserted).
    const [swap] = await tx.query<{ id: number; created: boolean }>(
      `INSERT INTO swaps (item_id, buyer_id, seller_id, unread_by) VALUES ($1, $2, $3, ARRAY[$3::int])
       ON CONFLICT (item_id, buyer_id) DO UPDATE SET updated_at = now(), ${UNREAD_BY_SELLER} RETURNING id, (xmax = 0) AS created`,
      [itemId, buyerId, item.seller_id],
    );
    if (offer) {
      await tx.query('INSERT INTO offers (swap_id, item_id, amount, item_variation_id) VALUES ($1, $2, $3, $4)', [
        swap!.id,
        itemId,
        offer.amount ?? null,
        offer.item_variation_id ?? null,
      ]);
    }
    return { id: swap!.id, created: swap!.created };
  });
}
