import type { ShippingLabel } from '../../schemas/entities/shipping-label';
import type { Db } from '../db/db';
import { loadSwapLifecycle } from '../swaps/swap-lifecycle';
import { code128 } from './code128';

/**
 * GET /v1/swaps/{id}/label: the printable label of the swap's sale parcel or return parcel, for the swap's buyer or
 * seller only; null (404) for anyone else and before a label exists (own tracking has none).
 */
export async function readShippingLabel(
  db: Db,
  swapId: number,
  viewerId: number,
  purpose: 'sale' | 'return',
): Promise<ShippingLabel | null> {
  const [row] = await db.query<{ postage_cents: number | null }>(
    `SELECT sh.postage_cents FROM shipments sh JOIN swaps s ON s.id = sh.swap_id
     WHERE sh.swap_id = $1 AND (sh.order_id IS NULL OR sh.order_id = s.order_id) AND sh.purpose = $2 AND sh.source = 'label' AND $3 IN (s.buyer_id, s.seller_id)`,
    [swapId, purpose, viewerId],
  );
  if (!row) return null;
  const lifecycle = await loadSwapLifecycle(db, swapId, viewerId);
  const shipment = purpose === 'sale' ? lifecycle.shipment : lifecycle.return_shipment;
  if (!shipment) return null;
  return {
    swap_id: swapId,
    shipment,
    postage: (row.postage_cents ?? 0) / 100,
    barcode: code128(shipment.tracking_number),
  };
}
