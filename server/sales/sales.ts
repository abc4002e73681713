import type { Sale } from '../../schemas/entities/chrome';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { assertAvailable, lockSellersItem } from '../items/managed-item';
import type { RecurringJob } from '../jobs/recurring';

const SALE_COLUMNS = 'id, name, label, destination, started_at, ended_at, slug, subtitle, discount_percent';

interface SaleRow extends Omit<Sale, 'started_at' | 'ended_at'> {
  started_at: Date;
  ended_at: Date;
}

const toSale = (row: SaleRow): Sale => ({
  ...row,
  started_at: row.started_at.toISOString(),
  ended_at: row.ended_at.toISOString(),
});

/**
 * SQL: what a buyer pays for an item asking `listPrice` in sale `s` (a row of sales, or nulls):
 * the asking price less the sale's discount, to the cent, while the sale is live (spec §4.3 'Sale
 * phase': started_at ≤ now < ended_at); the asking price before it starts, after it ends and
 * outside any sale.
 */
export const salePriceSql = (listPrice: string, sale = 's') =>
  `CASE WHEN ${sale}.started_at <= ks_now() AND ${sale}.ended_at > ks_now()
        THEN round(${listPrice} * (100 - ${sale}.discount_percent) / 100.0, 2) ELSE ${listPrice} END`;

/** SQL (on items aliased i): the item is in a live sale (the search's `sale=1`). */
export const inLiveSaleSql =
  'i.sale_id IN (SELECT s.id FROM sales s WHERE s.started_at <= ks_now() AND s.ended_at > ks_now())';

/** Sales an item may join: live, or 'starting soon' (not started yet), soonest first. */
export async function joinableSales(db: Db): Promise<Sale[]> {
  const rows = await db.query<SaleRow>(
    `SELECT ${SALE_COLUMNS} FROM sales WHERE ended_at > ks_now() ORDER BY started_at, id`,
  );
  return rows.map(toSale);
}

/**
 * POST /v1/items/sale: the seller's available item joins a sale that has not ended (422
 * `sale_ended`), one sale at a time (409 `in_sale` while in another; joining its own sale again
 * answers as it is). While the sale is live the price drops at once; the sale-phase job
 * ({@link applySalePhases}) moves it at the sale's start and end.
 */
export async function joinSale(db: Db, itemId: number, saleId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockSellersItem(tx, itemId, userId);
    assertAvailable(item, 'Only an item for sale can join a sale');
    const [sale] = await tx.query<{ ended: boolean }>('SELECT ended_at <= ks_now() AS ended FROM sales WHERE id = $1', [
      saleId,
    ]);
    if (!sale) throw new ApiError(404, [{ message: 'Sale not found', code: 'not_found', field: 'sale.sale_id' }]);
    if (sale.ended)
      throw new ApiError(422, [{ message: 'This sale has ended', code: 'sale_ended', field: 'sale.sale_id' }]);
    if (item.in_open_sale && item.sale_id === saleId) return;
    if (item.in_open_sale)
      throw new ApiError(409, [
        { message: 'This item is already in a sale. Remove it from that sale first.', code: 'in_sale' },
      ]);
    await tx.query(
      `UPDATE items i SET sale_id = s.id, price = ${salePriceSql('i.list_price')}
       FROM sales s WHERE i.id = $1 AND s.id = $2`,
      [itemId, saleId],
    );
  });
}

/**
 * DELETE /v1/items/sale: the item leaves its sale and costs its asking price again. An item in no
 * sale answers as it is (a second click); one in another sale is 409 `not_in_sale`.
 */
export async function leaveSale(db: Db, itemId: number, saleId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockSellersItem(tx, itemId, userId);
    if (item.sale_id === null) return;
    if (item.sale_id !== saleId)
      throw new ApiError(409, [{ message: 'This item is not in that sale', code: 'not_in_sale' }]);
    await tx.query('UPDATE items SET sale_id = NULL, price = list_price WHERE id = $1', [itemId]);
  });
}

/**
 * The sale-phase job (recurring, `sales.apply_phases`): every item in a sale costs what the sale
 * says now — discounted while it is live, its asking price before and after — and an ended sale
 * lets its items go (sale_id cleared). It compares the wanted state with the stored one, so it is
 * idempotent and catches up after any downtime; it touches only rows that differ (items_sale_idx).
 * Returns the number of items changed.
 */
export async function applySalePhases(db: Db): Promise<number> {
  const changed = await db.query(
    `UPDATE items i
        SET price = CASE WHEN i.state = 'available' AND i.list_price IS NOT NULL THEN ${salePriceSql('i.list_price')} ELSE i.price END,
            sale_id = CASE WHEN s.ended_at <= ks_now() THEN NULL ELSE i.sale_id END
       FROM sales s
      WHERE s.id = i.sale_id
        AND (s.ended_at <= ks_now()
             OR (i.state = 'available' AND i.list_price IS NOT NULL AND i.price IS DISTINCT FROM ${salePriceSql('i.list_price')}))
      RETURNING i.id`,
  );
  return changed.length;
}

/** Sale prices follow the clock: discounted from a sale's start, the asking price again at its end. */
export const APPLY_SALE_PHASES_JOB: RecurringJob = {
  kind: 'sales.apply_phases',
  everyMs: 60 * 1000,
  run: applySalePhases,
};
