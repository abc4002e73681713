import type { CheckoutResult } from '../../schemas/entities/order';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { ChargeSource, PaymentGateway } from '../payments/gateway';
import { savedCardToken } from '../payments/payment-methods';
import { requirePayments } from '../payments/unavailable';
import { heldForOtherSql, reservedError } from '../swaps/holds';
import { recordSwapPaid } from '../swaps/paid';
import { buyerPurchaseInProgressSql, purchaseInProgressError } from '../swaps/rounds';
import { UNREAD_BY_SELLER } from '../swaps/swaps';
import { sellerOnVacationError } from '../vacations/vacations';
import { acceptedOfferAmountSql, sumUsd, unitShipping } from './buying-rules';
import { ensureCart } from './cart';
import { findOrder, purchaseCount } from './orders';

interface CheckoutLine {
  item_id: number;
  item_variation_id: number | null;
  name: string;
}

interface ReservedUnit extends CheckoutLine {
  seller_id: number;
  price: number;
  shipping: number;
}

/** SQL: address row `a` as a label prints it (schemas/entities/swap-lifecycle.ts postalAddressSchema). */
const SHIP_TO_JSON_SQL = `jsonb_build_object('name', a.name, 'street1', a.street1, 'street2', a.street2, 'city', a.city,
  'region', a.region, 'postal_code', a.postal_code, 'country', a.country)`;

/** What pays: the payment form's nonce, or one of the buyer's saved cards (payment_methods.id). */
export type CheckoutPayment =
  { nonce: string; paymentMethodId?: undefined } | { paymentMethodId: number; nonce?: undefined };

const unavailable = (line: CheckoutLine) =>
  new ApiError(409, [
    { message: `${line.name} is no longer available`, code: 'unavailable', field: `cart_items.${line.item_id}` },
  ]);

/**
 * Checks the user's cart out in ONE transaction: without a default shipping address 422 `address_required`; every
 * line's unit is reserved with a conditional update (the row lock makes a second buyer of the last unit wait, then
 * find nothing left → 409), the total in USD with shipping is charged through the payment gateway (the nonce, or
 * the token of the buyer's own saved card: another's is 404; declined → 402), then the order (with the buyer's
 * default address as its `ship_to`), its swaps for buyer and seller, each swap paid (`recordSwapPaid`: stage,
 * ship-by, the ledger's sale, the seller told), the emptied cart and the buyer's purchase_count are written.
 * Any failure rolls everything back, so a refused checkout leaves the data as it was; without a
 * payment provider (production, none configured) it answers 503 before touching anything.
 */
export async function checkout(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  pay: CheckoutPayment,
  betaCheckout: boolean,
): Promise<CheckoutResult> {
  requirePayments(gateway);
  const source: ChargeSource =
    pay.paymentMethodId === undefined
      ? { nonce: pay.nonce }
      : { token: await savedCardToken(db, gateway, userId, pay.paymentMethodId) };
  const orderId = await db.transaction(async (tx) => {
    const cartId = await ensureCart(tx, userId);
    await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
    // Items in id order, so two checkouts sharing items lock them in the same order (no deadlock).
    const lines = await tx.query<CheckoutLine>(
      `SELECT ci.item_id, ci.item_variation_id, i.name FROM cart_items ci JOIN items i ON i.id = ci.item_id
       WHERE ci.cart_id = $1 ORDER BY ci.item_id, ci.item_variation_id NULLS FIRST`,
      [cartId],
    );
    if (lines.length === 0) throw new ApiError(422, [{ message: 'Your cart is empty', code: 'empty_cart' }]);
    // No row lock: the address writes lock the user's row first, and this transaction updates it last (a lock here
    // would invert that order). A default deleted meanwhile is replaced in the same step, so the snapshot finds one.
    const [shipTo] = await tx.query('SELECT id FROM addresses WHERE user_id = $1 AND ship_to', [userId]);
    if (!shipTo) throw new ApiError(422, [{ message: 'Add a shipping address', code: 'address_required' }]);

    const units: ReservedUnit[] = [];
    for (const line of lines) units.push(await reserveUnit(tx, userId, line));

    const subtotal = sumUsd(units.map((unit) => unit.price));
    const shipping = sumUsd(units.map((unit) => unit.shipping));
    const total = sumUsd([subtotal, shipping]);
    const charge = await gateway.charge({ ...source, amount: total, currency: 'USD', reference: `cart-${cartId}` });
    if (!charge.ok) {
      const status = charge.reason === 'declined' ? 402 : 422;
      throw new ApiError(status, [
        {
          message: charge.message,
          code: charge.reason === 'declined' ? 'payment_declined' : 'invalid_nonce',
          field: source.token === undefined ? 'checkout.nonce' : 'checkout.payment_method_id',
        },
      ]);
    }

    // Where it ships: the buyer's default address now (checked above).
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id, beta_checkout,
         ship_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT ${SHIP_TO_JSON_SQL} FROM addresses a WHERE a.user_id = $1 AND a.ship_to))
       RETURNING id`,
      [userId, subtotal, shipping, total, gateway.name, charge.transactionId, betaCheckout],
    );
    const swapIds = new Set<number>();
    for (const unit of units) {
      // The purchase is a swap for both sides: the buyer's existing swap about the item, or a new one.
      const [swap] = await tx.query<{ id: number }>(
        `INSERT INTO swaps (item_id, buyer_id, seller_id, order_id, unread_by) VALUES ($1, $2, $3, $4, ARRAY[$3::int])
         ON CONFLICT (item_id, buyer_id) DO UPDATE SET order_id = EXCLUDED.order_id, updated_at = now(), ${UNREAD_BY_SELLER} RETURNING id`,
        [unit.item_id, userId, unit.seller_id, order!.id],
      );
      await tx.query(
        `INSERT INTO order_items (order_id, item_id, item_variation_id, seller_id, swap_id, price, shipping) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [order!.id, unit.item_id, unit.item_variation_id, unit.seller_id, swap!.id, unit.price, unit.shipping],
      );
      swapIds.add(swap!.id);
    }
    for (const swapId of swapIds) await recordSwapPaid(tx, swapId, order!.id);
    await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
    await tx.query('UPDATE users SET purchase_count = purchase_count + 1 WHERE id = $1', [userId]);
    return order!.id;
  });
  return { order: (await findOrder(db, userId, orderId))!, purchase_count: await purchaseCount(db, userId) };
}

/**
 * Takes one unit of a cart line off the shelf, or throws 409. The item row is locked first (a
 * concurrent checkout of it waits here and then re-reads it), FOR NO KEY UPDATE: that serialises
 * checkouts without holding up the key-share locks that adding the item to a cart, an offer or a
 * favourite take while the charge runs; the unit is taken by a conditional
 * update, and the item is marked sold (and sold_at set) when its last unit (or last variation's
 * unit) goes. Its price is the buyer's accepted offer when the seller took one, else the item's;
 * an auction needs one.
 */
async function reserveUnit(tx: Db, buyerId: number, line: CheckoutLine): Promise<ReservedUnit> {
  // The lock first, then the facts in a new statement: its snapshot sees a hold committed while this waited.
  await tx.query('SELECT id FROM items WHERE id = $1 FOR NO KEY UPDATE', [line.item_id]);
  const [item] = await tx.query<{
    seller_id: number;
    price: number;
    auction: boolean;
    offer_price: number | null;
    shipping_discount_amount: number;
    held_for_other: boolean;
    seller_away: boolean;
    purchase_in_progress: boolean;
  }>(
    `SELECT i.seller_id, i.price, i.auction, ${acceptedOfferAmountSql('$2', 'i.id', '$3::int')} AS offer_price, i.shipping_discount_amount,
       ${heldForOtherSql('i', '$2')} AS held_for_other, i.seller_away,
       ${buyerPurchaseInProgressSql('i.id', '$2')} AS purchase_in_progress FROM items i
     WHERE i.id = $1 AND i.state = 'available' AND i.quantity > 0 AND i.seller_id <> $2 FOR NO KEY UPDATE OF i`,
    [line.item_id, buyerId, line.item_variation_id],
  );
  // An auction is sold only to the buyer whose offer the seller accepted, at that amount.
  if (!item) throw unavailable(line);
  // The seller went on vacation after it was put in the cart (migration 127).
  if (item.seller_away) throw sellerOnVacationError(`cart_items.${line.item_id}`);
  // Another buyer's accepted offer holds it until their payment window closes; the holder buys it here.
  if (item.held_for_other) throw reservedError(`cart_items.${line.item_id}`);
  // The buyer's earlier purchase of the item is not final yet: a new one would overwrite it (swaps/rounds.ts).
  if (item.purchase_in_progress) throw purchaseInProgressError(`cart_items.${line.item_id}`);
  if (item.auction && item.offer_price === null) throw unavailable(line);
  if (line.item_variation_id === null) {
    const taken = await tx.query(
      `UPDATE items SET quantity = quantity - 1, state = CASE WHEN quantity = 1 THEN 'sold' ELSE state END,
         sold_at = CASE WHEN quantity = 1 THEN now() ELSE sold_at END
       WHERE id = $1 AND quantity > 0 AND NOT EXISTS (SELECT 1 FROM item_variations WHERE item_id = $1) RETURNING id`,
      [line.item_id],
    );
    if (taken.length === 0) throw unavailable(line);
  } else {
    const taken = await tx.query(
      'UPDATE item_variations SET quantity = quantity - 1 WHERE id = $1 AND item_id = $2 AND quantity > 0 RETURNING id',
      [line.item_variation_id, line.item_id],
    );
    if (taken.length === 0) throw unavailable(line);
    await tx.query(
      `UPDATE items SET quantity = 0, state = 'sold', sold_at = now()
       WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM item_variations WHERE item_id = $1 AND quantity > 0)`,
      [line.item_id],
    );
  }
  return {
    ...line,
    seller_id: item.seller_id,
    price: item.offer_price ?? item.price,
    shipping: unitShipping(item.shipping_discount_amount),
  };
}
