import { defineScreen } from '../../engine';

/**
 * 'Print Warehouse Label' (/trade-in_listing_qr?item_id={id}, spec §2.1, §6): an organisation's warehouse staff
 * print a 4×6 in label for one of its items — its QR code, id, name, event, location and cost.
 */
export const warehouseLabel = defineScreen({
  id: 'warehouse-label',
  path: '/trade-in_listing_qr',
  chrome: 'simple-footer',
  load: () => import('./WarehouseLabelScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchWarehouseLabel),
});
