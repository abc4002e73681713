import type { ItemState } from '../../schemas/entities/item';
import type { Listing } from '../../schemas/entities/listing';
import type { ItemDraft } from '../../schemas/requests/item-draft';
import { isAdmin } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { setItemImages } from '../images/item-images';
import { salePriceSql } from '../sales/sales';
import { resolveDraftFields, type DraftColumns } from './listing-draft-fields';
import { publishErrors } from './listing-rules';
import { findListing } from './listings';

export interface OwnedItem {
  id: number;
  state: ItemState;
  seller_id: number;
  category_id: number | null;
  model_id: number | null;
  brand_id: number | null;
  list_price: number | null;
  version: number;
}

/**
 * The item, locked for the rest of the transaction, if `userId` sells it: 404 unknown, 403 another
 * seller's. Every list-flow write starts here. `staff`: an admin may edit anyone's published
 * listing (the admin grant 'edit', spec §6), never a draft (a draft is its seller's alone).
 */
export async function lockOwnItem(
  tx: Db,
  id: number,
  userId: number,
  { staff = false }: { staff?: boolean } = {},
): Promise<OwnedItem> {
  const [item] = await tx.query<OwnedItem>(
    `SELECT id, state, seller_id, category_id, model_id, brand_id, list_price, version FROM items WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!item) throw ApiError.notFound('Item not found');
  if (item.seller_id !== userId && !(staff && item.state !== 'draft'))
    throw new ApiError(403, [{ message: 'This item is not yours to change', code: 'forbidden' }]);
  return item;
}

/** POST /v1/items: a new draft of the caller's, with whatever the payload holds. */
export function createListing(db: Db, sellerId: number, draft: ItemDraft): Promise<Listing> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO items (name, state, seller_id, image_count, src) VALUES ('', 'draft', $1, 0, $2) RETURNING id`,
      [sellerId, draft.src ?? null],
    );
    const item = await lockOwnItem(tx, row!.id, sellerId);
    return applyDraft(tx, item, { ...draft, version: undefined });
  });
}

/**
 * PUT /v1/items/{id}: the fields the payload holds replace the stored ones; the save always wins,
 * and says so (`overwrote_newer`) when it was based on an older version. Drafts and archived or
 * available items may be edited; a published item must stay publishable: a save may not break a
 * publish rule the item met (one it never met does not block it). Any refusal writes nothing.
 */
export function updateListing(db: Db, id: number, sellerId: number, draft: ItemDraft): Promise<Listing> {
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, id, sellerId, { staff: await isAdmin(tx, sellerId) });
    if (item.state === 'sold' || item.state === 'removed')
      throw new ApiError(409, [{ message: `A ${item.state} item can no longer be edited`, code: 'conflict' }]);
    return applyDraft(tx, item, draft);
  });
}

async function applyDraft(tx: Db, item: OwnedItem, draft: ItemDraft): Promise<Listing> {
  // A published item may not become less publishable; what it already lacked (a listing seeded or
  // imported before a rule: no uploaded photo, no parcel, a newer required detail) does not block a save.
  const lackedBefore = item.state === 'draft' ? [] : await publishErrors(tx, item.id);
  const { columns, errors } = await resolveDraftFields(tx, draft, item, item.seller_id);
  if (item.state !== 'draft') {
    // A published item keeps a category and a price (the items_listed_complete constraint).
    if (draft.list_price === null)
      errors.push({ message: 'Enter a price', code: 'required', field: 'item.list_price' });
    if (columns.category_id === null)
      errors.push({ message: 'Choose a category', code: 'required', field: 'item.category_ids' });
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  const listPrice = draft.list_price !== undefined ? draft.list_price : item.list_price;
  await tx.query(
    `UPDATE items SET
       name = coalesce($2, name), description = coalesce($3, description),
       list_price = CASE WHEN $4 THEN $5::numeric ELSE list_price END,
       -- What a buyer pays: nothing on a draft, the asking price once published, less the discount of its live sale.
       price = CASE WHEN state = 'draft' THEN NULL
                    WHEN $4 AND $5::numeric IS DISTINCT FROM list_price
                    THEN coalesce((SELECT ${salePriceSql('$5::numeric')} FROM sales s WHERE s.id = items.sale_id), $5::numeric)
                    ELSE price END,
       accepts_offers = coalesce($6, accepts_offers), quantity = coalesce($7, quantity), src = coalesce($8, src),
       category_id = CASE WHEN $9 THEN $10::int ELSE category_id END,
       model_id = CASE WHEN $11 THEN $12::int ELSE model_id END,
       brand_id = CASE WHEN $13 THEN $14::int ELSE brand_id END,
       condition = CASE WHEN $15 THEN $16 ELSE condition END,
       parcel_id = CASE WHEN $17 THEN $18::int ELSE parcel_id END,
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [
      item.id,
      draft.name ?? null,
      draft.description ?? null,
      draft.list_price !== undefined,
      listPrice,
      draft.accepts_offers ?? null,
      draft.quantity ?? null,
      draft.src ?? null,
      ...changed(columns.category_id),
      ...changed(columns.model_id),
      ...changed(columns.brand_id),
      ...changed(columns.condition),
      ...changed(columns.parcel_id),
    ],
  );
  await saveDetailValues(tx, item.id, columns);
  if (draft.images)
    await setItemImages(
      tx,
      item.id,
      item.seller_id,
      draft.images.map((image) => image.id),
    );
  if (item.state !== 'draft') {
    const broken = (await publishErrors(tx, item.id)).filter(
      (error) => !lackedBefore.some((lacked) => lacked.field === error.field),
    );
    if (broken.length > 0) throw new ApiError(422, broken);
  }
  const { listing } = (await findListing(tx, item.id))!;
  return draft.version !== undefined && draft.version < item.version ? { ...listing, overwrote_newer: true } : listing;
}

const changed = <T>(value: T | undefined): [boolean, T | null] => [value !== undefined, value ?? null];

async function saveDetailValues(tx: Db, itemId: number, columns: DraftColumns): Promise<void> {
  if (columns.categoryChanged)
    await tx.query(
      `DELETE FROM item_detail_values iv USING category_detail_values v, category_details d, items i
       WHERE iv.item_id = $1 AND v.id = iv.value_id AND d.id = v.detail_id AND i.id = iv.item_id
         AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = i.category_id AND d.category_id = ANY (c.lineage))`,
      [itemId],
    );
  for (const [detailId, valueId] of columns.detailValues) {
    await tx.query(
      `DELETE FROM item_detail_values iv USING category_detail_values v
       WHERE iv.item_id = $1 AND v.id = iv.value_id AND v.detail_id = $2`,
      [itemId, detailId],
    );
    if (valueId !== null)
      await tx.query('INSERT INTO item_detail_values (item_id, value_id) VALUES ($1, $2)', [itemId, valueId]);
  }
}
