import type { Listing } from '../../schemas/entities/listing';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { copyItemImages } from '../images/item-images';
import { takenDownConflict, takenDownSql } from '../items/item-moderation';
import { AUCTION_ENDS_SQL } from '../swaps/auctions';
import { publishErrors } from './listing-rules';
import { lockOwnItem } from './listing-save';
import { findListing } from './listings';

const listingOf = async (tx: Db, id: number) => (await findListing(tx, id))!.listing;

/**
 * POST /v1/items/publish: the draft goes on sale (state available, published_at now, price = the
 * asking price; an auction's `ends_at` is `SWAP_TIMING.auctionLength` later) when it passes every
 * publish rule, else 422 with all of them. Idempotent: an item already for sale answers as it is,
 * published once. Sold, removed and archived items are 409.
 */
export function publishListing(db: Db, id: number, sellerId: number): Promise<Listing> {
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, id, sellerId);
    if (item.state === 'available') return listingOf(tx, id);
    if (item.state !== 'draft')
      throw new ApiError(409, [{ message: `A ${item.state} item cannot be published`, code: 'conflict' }]);
    const errors = await publishErrors(tx, id);
    if (errors.length > 0) throw new ApiError(422, errors);
    await tx.query(
      `UPDATE items SET state = 'available', published_at = now(), price = list_price, version = version + 1, updated_at = now(),
         ends_at = CASE WHEN auction THEN ${AUCTION_ENDS_SQL} ELSE ends_at END
       WHERE id = $1`,
      [id],
    );
    return listingOf(tx, id);
  });
}

/** POST /v1/items/{id}/validate: every publish rule the item breaks (owner only). */
export function validateListing(db: Db, id: number, sellerId: number) {
  return db.transaction(async (tx) => {
    await lockOwnItem(tx, id, sellerId);
    return publishErrors(tx, id);
  });
}

/**
 * POST /v1/items/{id}/duplicate: a new draft of the caller's from one of their own items, in any
 * state — its name, category, model, details, description, price, parcel, offers setting and auction (an auction
 * that ended unsold is relisted this way: publishing the copy runs a new 7-days auction), and
 * copies of its photos (the copy's own rows: deleting one never touches the other). An item staff took
 * down is 409 `taken_down`: a copy would relist it.
 */
export function duplicateListing(db: Db, id: number, sellerId: number): Promise<Listing> {
  return db.transaction(async (tx) => {
    await lockOwnItem(tx, id, sellerId);
    const [down] = await tx.query<{ taken_down: boolean }>(
      `SELECT ${takenDownSql('i')} AS taken_down FROM items i WHERE i.id = $1`,
      [id],
    );
    if (down?.taken_down) throw takenDownConflict();
    const [copy] = await tx.query<{ id: number }>(
      `INSERT INTO items (name, state, seller_id, category_id, brand_id, model_id, condition, description, list_price,
                          accepts_offers, auction, quantity, parcel_id, image_count, src, version)
       SELECT name, 'draft', seller_id, category_id, brand_id, model_id, condition, description, list_price,
              accepts_offers, auction, greatest(quantity, 1), parcel_id, 0, 'duplicate', 1
       FROM items WHERE id = $1
       RETURNING id`,
      [id],
    );
    await tx.query(
      'INSERT INTO item_detail_values (item_id, value_id) SELECT $2, value_id FROM item_detail_values WHERE item_id = $1',
      [id, copy!.id],
    );
    await copyItemImages(tx, id, copy!.id, sellerId);
    return listingOf(tx, copy!.id);
  });
}

/** DELETE /v1/items/{id}: a draft goes with its photos and details (cascades); any other state is 409. */
export function deleteDraft(db: Db, id: number, sellerId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, id, sellerId);
    if (item.state !== 'draft')
      throw new ApiError(409, [{ message: 'Only a draft can be deleted; remove a listing instead', code: 'conflict' }]);
    await tx.query('DELETE FROM items WHERE id = $1', [id]);
  });
}
