import type { WarehouseLabel } from '../../schemas/entities/warehouse-label';
import type { Db } from '../db/db';
import { itemUrl } from '../items/item-rows';
import { qrCode } from './qr-code';

/** What the label of an item is to a caller: not there, not theirs to print, or the label. */
export type WarehouseLabelLookup =
  { kind: 'not_found' } | { kind: 'forbidden' } | { kind: 'label'; label: WarehouseLabel };

interface LabelRow {
  id: number;
  name: string;
  event_name: string | null;
  location_id: string | null;
  cost: number | null;
  seller_org_id: number | null;
}

/**
 * The warehouse label of item `itemId` for a caller of organisation `orgId` (the access token's
 * org_id; undefined for anyone else). Only the organisation that sells the item — its seller's
 * sign-in carries the same org_id — may print it, whatever the item's state (a unit is labelled
 * at intake, before it is listed). The QR code holds the item page's absolute URL on `webOrigin`.
 */
export async function findWarehouseLabel(
  db: Db,
  itemId: number,
  orgId: number | undefined,
  webOrigin: string,
): Promise<WarehouseLabelLookup> {
  const [row] = await db.query<LabelRow>(
    `SELECT i.id, i.name, i.event_name, i.location_id, i.cost, l.org_id AS seller_org_id
     FROM items i LEFT JOIN user_logins l ON l.user_id = i.seller_id
     WHERE i.id = $1`,
    [itemId],
  );
  if (!row) return { kind: 'not_found' };
  if (orgId === undefined || row.seller_org_id !== orgId) return { kind: 'forbidden' };
  const url = new URL(itemUrl(row.id, row.name), webOrigin).toString();
  return {
    kind: 'label',
    label: {
      item_id: row.id,
      name: row.name,
      url,
      event_name: row.event_name,
      location_id: row.location_id,
      cost: row.cost,
      qr: qrCode(url),
    },
  };
}
