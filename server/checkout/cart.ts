import type { Cart } from '../../schemas/entities/cart';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { heldForOtherSql } from '../swaps/holds';
import { buyerPurchaseInProgressSql } from '../swaps/rounds';
import { acceptedOfferAmountSql, buyRefusal, sumUsd, unitShipping, type BuyFacts } from './buying-rules';

interface CartLineRow extends ItemRow {
  cart_item_id: number;
  item_variation_id: number | null;
  variation_name: string | null;
  variation_quantity: number | null;
  offer_price: number | null;
  held_for_other: boolean;
}

/** The user's cart id, creating the cart on first use; 404 when the user does not exist. */
export async function ensureCart(db: Db, userId: number): Promise<number> {
  const [cart] = await db.query<{ id: number }>(
    `INSERT INTO carts (user_id) SELECT $1 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id`,
    [userId],
  );
  if (!cart) throw ApiError.notFound('User not found');
  return cart.id;
}

/**
 * The user's cart, oldest line first, with totals over the lines that can still be bought (at an accepted offer's
 * amount where there is one).
 */
export async function readCart(db: Db, userId: number): Promise<Cart> {
  const cartId = await ensureCart(db, userId);
  const rows = await db.query<CartLineRow>(
    `SELECT ci.id AS cart_item_id, ci.item_variation_id, v.name AS variation_name, v.quantity AS variation_quantity,
       ${acceptedOfferAmountSql('$2', 'ci.item_id', 'ci.item_variation_id')} AS offer_price,
       ${heldForOtherSql('i', '$2')} AS held_for_other, ${ITEM_COLUMNS}
     FROM cart_items ci JOIN items i ON i.id = ci.item_id ${ITEM_JOINS}
     LEFT JOIN item_variations v ON v.id = ci.item_variation_id
     WHERE ci.cart_id = $1 ORDER BY ci.id`,
    [cartId, userId],
  );
  const lines = rows.map((row) => ({
    id: row.cart_item_id,
    item: toItem(row),
    item_variation: row.item_variation_id !== null ? { id: row.item_variation_id, name: row.variation_name! } : null,
    available:
      row.state === 'available' && row.quantity > 0 && (row.variation_quantity ?? 1) > 0 && !row.held_for_other,
    shipping: unitShipping(row.shipping_discount_amount),
    offer_price: row.offer_price,
  }));
  const buyable = lines.filter((line) => line.available);
  const subtotal = sumUsd(buyable.map((line) => line.offer_price ?? line.item.price));
  const shipping = sumUsd(buyable.map((line) => line.shipping));
  return {
    id: cartId,
    cart_items: lines,
    totals: { subtotal, shipping, total: sumUsd([subtotal, shipping]), currency: 'USD' },
  };
}

/** The facts that decide whether a user may buy an item, or null when there is no such item (or it is a draft). */
export async function buyFacts(
  db: Db,
  userId: number,
  itemId: number,
  variationId: number | null | undefined,
): Promise<BuyFacts | null> {
  const [row] = await db.query<Omit<BuyFacts, 'variation'> & { variation_quantity: number | null }>(
    `SELECT i.state, i.quantity, i.auction, i.seller_id, i.seller_away, ${heldForOtherSql('i', '$3')} AS held_for_other,
       ${acceptedOfferAmountSql('$3', 'i.id', '$2::int')} IS NOT NULL AS accepted_offer,
       EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AS has_variations,
       ${buyerPurchaseInProgressSql('i.id', '$3')} AS purchase_in_progress,
       (SELECT v.quantity FROM item_variations v WHERE v.item_id = i.id AND v.id = $2) AS variation_quantity
     FROM items i WHERE i.id = $1 AND i.state <> 'draft'`,
    [itemId, variationId ?? null, userId],
  );
  if (!row) return null;
  const { variation_quantity, ...facts } = row;
  return { ...facts, variation: variation_quantity === null ? null : { quantity: variation_quantity } };
}

/** Puts one unit of an item (and variation) in the user's cart; adding it again changes nothing. */
export async function addCartItem(
  db: Db,
  userId: number,
  itemId: number,
  variationId: number | null | undefined,
): Promise<void> {
  const facts = await buyFacts(db, userId, itemId, variationId);
  if (!facts) throw ApiError.notFound('Item not found');
  const refusal = buyRefusal(facts, userId, variationId);
  if (refusal) throw refusal;
  const cartId = await ensureCart(db, userId);
  await db.query(
    `INSERT INTO cart_items (cart_id, item_id, item_variation_id) VALUES ($1, $2, $3)
     ON CONFLICT (cart_id, item_id, coalesce(item_variation_id, 0)) DO NOTHING`,
    [cartId, itemId, variationId ?? null],
  );
}

/** Takes a line out of the user's cart; false when the cart holds no such line. */
export async function removeCartItem(db: Db, userId: number, cartItemId: number): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM cart_items ci USING carts c WHERE ci.id = $1 AND ci.cart_id = c.id AND c.user_id = $2 RETURNING ci.id',
    [cartItemId, userId],
  );
  return removed.length > 0;
}

/**
 * Merges items into the user's cart (the guest cart on sign-in), in one transaction: each item that
 * may be bought without choosing a variation is added once (a line already there stays one line);
 * the others are skipped with the reason, and nothing else changes.
 */
export async function batchAddCartItems(
  db: Db,
  userId: number,
  itemIds: number[],
): Promise<{ item_id: number; message: string }[]> {
  return db.transaction(async (tx) => {
    await ensureCart(tx, userId);
    const skipped: { item_id: number; message: string }[] = [];
    for (const itemId of new Set(itemIds)) {
      try {
        await addCartItem(tx, userId, itemId, null);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        skipped.push({ item_id: itemId, message: error.message });
      }
    }
    return skipped;
  });
}
