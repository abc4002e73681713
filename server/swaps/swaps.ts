import type { Offer, Swap, SwapMessage } from '../../schemas/entities/swap';
import { isAdminSql } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { assertAboveOfferFloor } from '../pro/pro-offer-floor';
import { formatUsd } from '../text/money';
import { assertMayMessageSellers } from '../users/verification';
import { sellerOnVacationError } from '../vacations/vacations';
import { assertAuctionOffer, AUCTION_ENDED_SQL, HIGHEST_OFFER_SQL, outbidOffers, type AuctionFacts } from './auctions';
import { assertCounterAmount, closePendingOffers } from './counter-offers';
import {
  heldForOtherSql,
  holdItemForOffer,
  LIVE_OFFER_STATE_SQL,
  OFFER_EXPIRES_SQL,
  OFFER_EXPIRY_TEXT,
  PAYMENT_WINDOW_TEXT,
  reservedError,
} from './holds';
import { addSwapNotice, queueSwapEmail } from './notices';
import { PURCHASE_IN_PROGRESS_STAGES, purchaseInProgressError } from './rounds';
import { loadSwapLifecycle } from './swap-lifecycle';
import {
  assertOfferOpen,
  lockOfferAndItem,
  markUnreadFor,
  OPEN_OFFER_COLUMNS,
  swapParties,
  type OpenOfferFacts,
} from './swap-parties';

/** The ON CONFLICT update that marks an existing swap unread for its seller (the buyer acted on it). */
export const UNREAD_BY_SELLER =
  'unread_by = CASE WHEN swaps.seller_id = ANY (swaps.unread_by) THEN swaps.unread_by ELSE swaps.unread_by || swaps.seller_id END';

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
  SELECT o.id, o.created_at, s.buyer_id, b.username AS buyer_username, s.seller_id, ${LIVE_OFFER_STATE_SQL} AS state, o.amount,
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
  const [item] = await db.query<{ state: string; seller_id: number }>(
    'SELECT state, seller_id FROM items WHERE id = $1',
    [itemId],
  );
  if (!item || (item.state === 'draft' && item.seller_id !== viewerId)) return null;
  const rows = await db.query<OfferRow>(
    `${OFFER_SELECT} WHERE o.item_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 50`,
    [itemId],
  );
  return rows.map((row) => toOffer(row, viewerId));
}

interface SwapRow extends ItemRow {
  swap_id: number;
  created_at: Date;
  updated_at: Date;
  unread: boolean;
  buyer_id: number;
  buyer_username: string;
  order_id: number | null;
  order_state: 'paid' | null;
  order_created_at: Date | null;
  order_price: number | null;
}

/**
 * One swap for one of its two parties or an admin (support reads any swap by its id, and resolves
 * disputes from it), or null (no such swap, or the viewer is neither): the item
 * line (path and price from the item query's own columns), both parties, the offers oldest first,
 * whether the viewer has read it, and the order that bought it (the swap's units summed).
 */
export async function findSwap(db: Db, swapId: number, viewerId: number): Promise<Swap | null> {
  const [row] = await db.query<SwapRow>(
    `SELECT ${ITEM_COLUMNS}, s.id AS swap_id, s.created_at, s.updated_at, $2 = ANY (s.unread_by) AS unread,
       s.buyer_id, bu.username AS buyer_username, s.order_id, o.state AS order_state, o.created_at AS order_created_at,
       (SELECT sum(oi.price) FROM order_items oi WHERE oi.order_id = s.order_id AND oi.swap_id = s.id) AS order_price
     FROM swaps s JOIN items i ON i.id = s.item_id JOIN users bu ON bu.id = s.buyer_id LEFT JOIN orders o ON o.id = s.order_id ${ITEM_JOINS}
     WHERE s.id = $1 AND ($2 IN (s.buyer_id, s.seller_id) OR ${isAdminSql('$2')})`,
    [swapId, viewerId],
  );
  if (!row) return null;
  const item = toItem(row);
  const offers = await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.swap_id = $1 ORDER BY o.created_at, o.id`, [swapId]);
  return {
    id: row.swap_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    unread: row.unread,
    item: {
      id: item.id,
      name: item.name,
      state: item.state,
      price: item.price,
      url: item.url ?? `/gear/${item.id}`,
      primary_image: item.primary_image,
    },
    buyer: { id: row.buyer_id, username: row.buyer_username },
    seller: { id: row.seller_id, username: row.seller_username },
    offers: offers.map((offer) => toOffer(offer, viewerId)),
    order:
      row.order_id !== null && row.order_state !== null && row.order_created_at !== null
        ? {
            id: row.order_id,
            state: row.order_state,
            created_at: row.order_created_at.toISOString(),
            price: row.order_price ?? 0,
          }
        : null,
    ...(await loadSwapLifecycle(db, swapId, viewerId)),
  };
}

/** POST /v1/swaps/{id}/read: the caller has read the swap (it leaves their Inbox badge). */
export async function markSwapRead(db: Db, swapId: number, viewerId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE swaps SET unread_by = array_remove(unread_by, $2::int) WHERE id = $1 AND $2 IN (buyer_id, seller_id) RETURNING id',
    [swapId, viewerId],
  );
  return rows.length > 0;
}

interface MessageRow {
  id: number;
  swap_id: number;
  created_at: Date;
  sender_id: number | null;
  sender_username: string | null;
  event: SwapMessage['event'];
  body: string;
}

const MESSAGE_SELECT = `SELECT m.id, m.swap_id, m.created_at, m.sender_id, u.username AS sender_username, m.event, m.body
  FROM swap_messages m LEFT JOIN users u ON u.id = m.sender_id`;

const toMessage = (row: MessageRow): SwapMessage => ({
  id: row.id,
  swap_id: row.swap_id,
  created_at: row.created_at.toISOString(),
  sender: row.sender_id === null ? null : { id: row.sender_id, username: row.sender_username ?? '' },
  event: row.event,
  body: row.body,
});

/** The swap's messages, oldest first; null when the viewer is not one of its parties. */
export async function listSwapMessages(db: Db, swapId: number, viewerId: number): Promise<SwapMessage[] | null> {
  const [swap] = await db.query('SELECT id FROM swaps WHERE id = $1 AND $2 IN (buyer_id, seller_id)', [
    swapId,
    viewerId,
  ]);
  if (!swap) return null;
  const rows = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.swap_id = $1 ORDER BY m.created_at, m.id`, [
    swapId,
  ]);
  return rows.map(toMessage);
}

/**
 * POST /v1/swaps/{id}/messages: one party writes to the other, which then has the swap unread. The
 * buyer writing is messaging a seller, so it needs a verified phone or e-mail address (spec §5).
 */
export async function addSwapMessage(db: Db, swapId: number, senderId: number, body: string): Promise<SwapMessage> {
  return db.transaction(async (tx) => {
    const swap = await swapParties(tx, swapId, senderId);
    if (senderId === swap.buyer_id) await assertMayMessageSellers(tx, senderId);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO swap_messages (swap_id, sender_id, body) VALUES ($1, $2, $3) RETURNING id',
      [swapId, senderId, body],
    );
    await markUnreadFor(tx, swapId, senderId === swap.buyer_id ? swap.seller_id : swap.buyer_id);
    const [message] = await tx.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.id = $1`, [row!.id]);
    return toMessage(message!);
  });
}

/**
 * PUT /v1/swaps/{id}/offers/{offerId}: the party who did not make a pending offer accepts or
 * declines it: the seller a buyer's offer, the buyer a seller's counter-offer (403 for the party who
 * made it); only a pending offer not yet lapsed and only while the item is available and not held for another
 * swap (409 otherwise). Accepting holds the item for the buyer until the swap's `pay_by` (holds.ts)
 * and declines the swap's other pending offers: the buyer has one deal; on an auction it ends the
 * auction at that offer (the other offers declined). The offer's maker is told (`offer_accepted`),
 * or has the swap unread after a decline.
 */
export async function answerOffer(
  db: Db,
  swapId: number,
  offerId: number,
  viewerId: number,
  state: 'accepted' | 'declined',
): Promise<void> {
  await db.transaction(async (tx) => {
    const swap = await swapParties(tx, swapId, viewerId);
    await lockOfferAndItem(tx, offerId);
    const [offer] = await tx.query<
      OpenOfferFacts & { seller_offer: boolean; item_id: number; amount: number | null; auction: boolean }
    >(
      `SELECT ${OPEN_OFFER_COLUMNS}, o.seller_offer, o.item_id, o.amount, i.auction
       FROM offers o JOIN items i ON i.id = o.item_id WHERE o.id = $1 AND o.swap_id = $2`,
      [offerId, swapId],
    );
    if (!offer) throw ApiError.notFound('Offer not found');
    const maker = offer.seller_offer ? swap.seller_id : swap.buyer_id;
    if (viewerId === maker)
      throw new ApiError(403, [
        {
          message: offer.seller_offer
            ? 'Only the buyer can answer a counter-offer'
            : 'Only the seller can answer an offer',
          code: 'forbidden',
        },
      ]);
    assertOfferOpen(offer);
    if (state === 'accepted' && (PURCHASE_IN_PROGRESS_STAGES as readonly string[]).includes(swap.stage))
      throw purchaseInProgressError();
    if (state === 'declined') {
      await tx.query("UPDATE offers SET state = 'declined' WHERE id = $1", [offerId]);
      await markUnreadFor(tx, swapId, maker);
      return;
    }
    if (offer.auction) {
      await tx.query("UPDATE offers SET state = 'declined' WHERE item_id = $1 AND state = 'pending' AND id <> $2", [
        offer.item_id,
        offerId,
      ]);
      await tx.query('UPDATE items SET auction_settled_at = ks_now() WHERE id = $1', [offer.item_id]);
    }
    await holdItemForOffer(tx, { swapId, offerId, itemId: offer.item_id });
    const [names] = await tx.query<{ buyer: string; seller: string }>(
      'SELECT b.username AS buyer, s.username AS seller FROM users b, users s WHERE b.id = $1 AND s.id = $2',
      [swap.buyer_id, swap.seller_id],
    );
    const amount = offer.amount === null ? '' : ` of ${formatUsd(offer.amount)}`;
    await addSwapNotice(tx, {
      swapId,
      event: 'offer_accepted',
      body: offer.seller_offer
        ? `@${names!.buyer} accepted the counter-offer${amount}: the item is held for them for ${PAYMENT_WINDOW_TEXT} to pay.`
        : `@${names!.seller} accepted the offer${amount}: the item is held for @${names!.buyer} for ${PAYMENT_WINDOW_TEXT} to pay.`,
      notify: [offer.seller_offer ? 'seller' : 'buyer'],
    });
  });
}

export interface NewOffer {
  amount?: number;
  item_variation_id?: number | null;
}

/**
 * POST /v1/swaps: gets or creates the buyer's swap about an item (Message Seller) and, with an
 * offer, adds it, in one transaction. The item must be available and not the buyer's own; an
 * offer needs an item that takes offers (an auction, or a seller who accepts them) and a variation
 * of the item when one is named. The offer declines the swap's pending ones (one live offer); when
 * one of them was the seller's counter-offer, the new offer is the buyer's counter-offer
 * (`counter_offer`): it needs an amount below the item's price and other than the counter's (422).
 * An offer is refused (409) while another buyer's accepted offer holds the item (swaps/holds.ts);
 * one on an auction after its end (409 `auction_ended`) or not above the highest offer (422), and it
 * outbids the pending ones (swaps/auctions.ts). Any other offer lapses after 48 hours (`expires_at`).
 * The seller then has the swap unread. Returns the swap id and whether it is new.
 */
export async function createSwap(
  db: Db,
  buyerId: number,
  itemId: number,
  offer: NewOffer | undefined,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    // An offer locks the item row first: of two offers on an auction at once, the second waits and then
    // compares with the first (FOR NO KEY UPDATE, as the checkout: it does not hold up carts and favourites).
    // The facts are read by the next statement, whose snapshot (READ COMMITTED) sees what the first committed.
    if (offer) await tx.query('SELECT id FROM items WHERE id = $1 FOR NO KEY UPDATE', [itemId]);
    const [item] = await tx.query<
      {
        state: string;
        seller_id: number;
        auction: boolean;
        accepts_offers: boolean;
        price: number;
        held_for_other: boolean;
        seller_away: boolean;
        name: string;
        buyer: string;
      } & AuctionFacts
    >(
      `SELECT i.state, i.seller_id, i.auction, i.accepts_offers, i.price, i.seller_away, i.name,
         (SELECT username FROM users WHERE id = $2) AS buyer, ${AUCTION_ENDED_SQL} AS auction_ended,
         ${HIGHEST_OFFER_SQL} AS highest_offer, ${heldForOtherSql('i', '$2')} AS held_for_other
       FROM items i WHERE i.id = $1`,
      [itemId, buyerId],
    );
    if (!item || (item.state === 'draft' && item.seller_id !== buyerId)) throw ApiError.notFound('Item not found');
    if (item.seller_id === buyerId) throw new ApiError(422, [{ message: 'This is your own item', code: 'own_item' }]);
    if (item.state !== 'available')
      throw new ApiError(409, [{ message: 'This item is no longer available', code: 'unavailable' }]);
    if (offer) {
      // A seller on vacation takes no offers (migration 127); a message still reaches them.
      if (item.seller_away) throw sellerOnVacationError();
      if (item.held_for_other) throw reservedError();
      if (item.auction) assertAuctionOffer(item, offer.amount);
      if (!item.auction && !item.accepts_offers)
        throw new ApiError(422, [{ message: 'The seller does not take offers on this item', code: 'offers_closed' }]);
      // A Pro seller's offer floor (blocking low-ball offers); auctions take any opening bid.
      if (!item.auction && offer.amount != null)
        await assertAboveOfferFloor(tx, item.seller_id, item.price, offer.amount);
      if (offer.item_variation_id != null) {
        const [variation] = await tx.query('SELECT id FROM item_variations WHERE id = $1 AND item_id = $2', [
          offer.item_variation_id,
          itemId,
        ]);
        if (!variation)
          throw new ApiError(400, [
            {
              message: 'This option does not exist for the item',
              code: 'invalid',
              field: 'swap.offer.item_variation_id',
            },
          ]);
      }
    }
    // Without an offer this is Message Seller, which needs a verified phone or e-mail address (spec §5).
    if (!offer) await assertMayMessageSellers(tx, buyerId);
    // One statement, so two concurrent calls cannot both insert (xmax = 0 marks a row this statement inserted).
    const [swap] = await tx.query<{ id: number; created: boolean; stage: string }>(
      `INSERT INTO swaps (item_id, buyer_id, seller_id, unread_by) VALUES ($1, $2, $3, ARRAY[$3::int])
       ON CONFLICT (item_id, buyer_id) DO UPDATE SET updated_at = now(), ${UNREAD_BY_SELLER}
       RETURNING id, (xmax = 0) AS created, stage`,
      [itemId, buyerId, item.seller_id],
    );
    if (offer) {
      // An offer is a new purchase: not while the buyer's earlier one is in progress (swaps/rounds.ts).
      if ((PURCHASE_IN_PROGRESS_STAGES as readonly string[]).includes(swap!.stage)) throw purchaseInProgressError();
      // One live offer per swap: the new one replaces the pending ones. Answering the seller's
      // counter-offer, it is the buyer's counter-offer, held to the counter-offer's amount rule.
      // On an auction the new offer outbids every pending one instead (an auction has no counter-offers to answer),
      // and it lasts until the auction ends; any other offer lapses unanswered after SWAP_TIMING.offerExpiry.
      if (item.auction) await outbidOffers(tx, itemId, swap!.id, offer.amount!);
      const answered = await closePendingOffers(tx, swap!.id);
      if (answered && !item.auction)
        assertCounterAmount(offer.amount, { price: item.price, answered: answered.amount }, 'swap.offer.amount');
      await tx.query(
        `INSERT INTO offers (swap_id, item_id, amount, item_variation_id, counter_offer, expires_at)
         VALUES ($1, $2, $3, $4, $5, ${item.auction ? 'NULL' : OFFER_EXPIRES_SQL})`,
        [swap!.id, itemId, offer.amount ?? null, offer.item_variation_id ?? null, answered !== undefined],
      );
      // One e-mail per buyer and item an hour: a buyer's run of offers or bids cannot flood the seller's inbox; every
      // offer still shows in the thread and marks the swap unread.
      await queueSwapEmail(tx, {
        userId: item.seller_id,
        swapId: swap!.id,
        event: 'offer_received',
        topic: 'offers',
        onceWithinSeconds: OFFER_EMAIL_WINDOW_SECONDS,
        ...newOfferEmail(item, offer.amount ?? null, answered !== undefined),
      });
    }
    return { id: swap!.id, created: swap!.created };
  });
}

/** The seller hears of a buyer's offers on an item by e-mail at most once in this long (issue 31). */
export const OFFER_EMAIL_WINDOW_SECONDS = 60 * 60;

/** The seller's e-mail about a new offer, counter-offer or bid (the offer itself shows in the thread). */
function newOfferEmail(
  item: { name: string; buyer: string; auction: boolean },
  amount: number | null,
  counter: boolean,
): { subject: string; body: string } {
  const of = amount === null ? '' : ` of ${formatUsd(amount)}`;
  const subject = item.auction
    ? `New high bid${of} on ${item.name}`
    : counter
      ? `@${item.buyer} countered${of} on ${item.name}`
      : `@${item.buyer} made an offer${of} on ${item.name}`;
  const body = item.auction
    ? `@${item.buyer} bid${of} on ${item.name}, now the highest bid. The highest bid when the auction ends wins.`
    : `${subject}. Accept, counter or decline it in your swaps inbox: it lapses unanswered after ${OFFER_EXPIRY_TEXT}.`;
  return { subject, body };
}
