import { priceDropSchema } from '../../schemas/requests/item-management';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { assertAvailable, lockSellersItem } from '../items/managed-item';
import { salePriceSql } from '../sales/sales';
import { formatUsd } from '../text/money';

/**
 * POST /v1/items/{id}/price_drop: the seller's available item asks less. The new asking price must
 * be lower than the one now, in whole cents (`priceDropSchema`, the modal's words: 422
 * `invalid_amount` on `item.price`). `original_list_price` keeps the first asking price before any
 * drop, while it is still above the asking price (a seller who raised the price since starts
 * over): favouriters see it struck through, and `price_drop=1` finds the item. The buyer's price
 * follows, less the sale's discount while the item's sale is live. Like a list-flow save it moves
 * the listing's version and updated_at. One transaction from the row lock: a refusal writes nothing.
 */
export async function dropPrice(db: Db, itemId: number, userId: number, price: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockSellersItem(tx, itemId, userId);
    assertAvailable(item, 'Only an item for sale can drop its price');
    const current = item.list_price ?? 0;
    const checked = priceDropSchema(current, formatUsd).safeParse(price);
    if (!checked.success)
      throw new ApiError(
        422,
        checked.error.issues.map((issue) => ({ message: issue.message, code: 'invalid_amount', field: 'item.price' })),
      );
    await tx.query(
      `UPDATE items i
          SET original_list_price = CASE WHEN i.original_list_price > i.list_price THEN i.original_list_price ELSE i.list_price END,
              list_price = $2::numeric,
              price = coalesce((SELECT ${salePriceSql('$2::numeric')} FROM sales s WHERE s.id = i.sale_id), $2::numeric),
              last_price_dropped_at = now(), version = i.version + 1, updated_at = now()
        WHERE i.id = $1`,
      [itemId, price],
    );
  });
}
