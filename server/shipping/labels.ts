import type { Carrier as CarrierCode, PostalAddress } from '../../schemas/entities/swap-lifecycle';
import {
  CARRIER_NAMES,
  isTrackingNumber,
  normalizeTrackingNumber,
  trackingNumberMessage,
} from '../../schemas/requests/shipping';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { addSwapNotice } from '../swaps/notices';
import { carrierFor, type Carrier } from './carrier';
import { lockShippingSwap, shipToAddress, type ShippingSwap } from './parties';
import { requireCarrier } from './unavailable';

export interface PrintLabelRequest {
  swapId: number;
  viewerId: number;
  purpose: 'sale' | 'return';
  /** A US sender's choice (USPS by default). */
  carrier?: 'usps' | 'fedex' | 'ups';
  countryOfManufactureDetailId?: number;
}

const forbidden = (message: string) => new ApiError(403, [{ message, code: 'forbidden' }]);
const conflict = (code: string, message: string) => new ApiError(409, [{ message, code }]);
const addressRequired = (message: string) => new ApiError(422, [{ message, code: 'address_required' }]);

/** The swap for a party of it (404 for anyone else, as for a swap that does not exist). */
function partyOr404(swap: ShippingSwap | null, viewerId: number): ShippingSwap {
  if (!swap || (viewerId !== swap.buyer_id && viewerId !== swap.seller_id)) throw ApiError.notFound('Swap not found');
  return swap;
}

/** The parcel of the swap's round (its current order; a row without one counts as the round's) for `purpose`. */
async function existingShipment(tx: Db, swap: ShippingSwap, purpose: 'sale' | 'return') {
  const [row] = await tx.query<{ id: number; source: 'label' | 'own' }>(
    'SELECT id, source FROM shipments WHERE swap_id = $1 AND (order_id IS NULL OR order_id = $2) AND purpose = $3',
    [swap.id, swap.order_id, purpose],
  );
  return row ?? null;
}

/**
 * 409 `tracking_in_use` when the carrier's number is already a parcel's (another swap's, or an earlier
 * round's): one parcel cannot prove two shipments. Two sellers entering one number at once queue on a
 * transaction lock keyed by the number, so the second sees the first's row.
 */
async function refuseTrackingInUse(tx: Db, code: CarrierCode, number: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tracking:${code}:${number}`]);
  const [used] = await tx.query('SELECT 1 FROM shipments WHERE carrier = $1 AND tracking_number = $2', [code, number]);
  if (used)
    throw new ApiError(409, [
      {
        message: 'This tracking number is already used for another parcel. Check the number on your carrier’s receipt.',
        code: 'tracking_in_use',
        field: 'shipment.tracking_number',
      },
    ]);
}

/** The label's from and to: the sale's goes from the seller to the order's address, a return the other way. */
async function labelAddresses(tx: Db, swap: ShippingSwap, purpose: 'sale' | 'return') {
  const seller = await shipToAddress(tx, swap.seller_id);
  const buyer = swap.order_ship_to ?? (await shipToAddress(tx, swap.buyer_id));
  if (purpose === 'sale') {
    if (!seller)
      throw addressRequired('Add your shipping address (the label’s return address) before printing a label.');
    if (!buyer)
      throw addressRequired(
        `@${swap.buyer_username} has no shipping address yet. Ask them in the messages to add one.`,
      );
    return { from: seller, to: buyer };
  }
  if (!buyer) throw addressRequired('Add your shipping address (the label’s return address) before printing a label.');
  if (!seller)
    throw addressRequired(`@${swap.seller_username} has no shipping address yet. Ask them in the messages to add one.`);
  return { from: buyer, to: seller };
}

function labelCarrier(from: PostalAddress, requested: PrintLabelRequest['carrier']): CarrierCode {
  if (from.country === 'CA' && requested)
    throw new ApiError(422, [
      { message: 'Parcels from Canada go with Canada Post', code: 'invalid', field: 'carrier' },
    ]);
  return carrierFor(from.country, requested);
}

/**
 * Prints the prepaid label of a swap's parcel (PUT /v1/swaps/{id}/print_label, the seller's, at `paid`; PUT
 * /v2/swaps/{id}/dispute/print_label, the buyer's return label of a dispute resolved with one). A second print
 * answers the same label and writes nothing. The postage is what the buyer paid for shipping the unit
 * (order_items.shipping): postage is charged to the buyer. Answers whether a label was made now.
 */
export async function printLabel(db: Db, carrier: Carrier, request: PrintLabelRequest): Promise<boolean> {
  requireCarrier(carrier);
  const { purpose } = request;
  return db.transaction(async (tx) => {
    const swap = partyOr404(await lockShippingSwap(tx, request.swapId), request.viewerId);
    if (purpose === 'sale' && request.viewerId !== swap.seller_id)
      throw forbidden('Only the seller prints the shipping label');
    if (purpose === 'return' && request.viewerId !== swap.buyer_id)
      throw forbidden('Only the buyer prints the return label');
    const existing = await existingShipment(tx, swap, purpose);
    if (existing?.source === 'label') return false;
    if (existing) throw conflict('already_shipped', 'You already added your own tracking number for this swap');
    if (purpose === 'sale' && swap.stage !== 'paid')
      throw conflict(
        'wrong_stage',
        swap.stage === 'open' || swap.stage === 'awaiting_payment'
          ? 'The label can be printed once the buyer has paid'
          : 'This swap is past shipping',
      );
    if (purpose === 'return' && !(swap.dispute_state === 'resolved' && swap.return_label))
      throw conflict('no_return_label', 'This swap has no return label to print');
    const { from, to } = await labelAddresses(tx, swap, purpose);
    const code = labelCarrier(from, request.carrier);
    const label = await carrier.createLabel({
      carrier: code,
      from,
      to,
      swapId: swap.id,
      purpose,
      postageCents: swap.shipping_cents,
    });
    const [shipment] = await tx.query<{ id: number }>(
      `INSERT INTO shipments (swap_id, purpose, source, carrier, tracking_number, status, postage_cents, from_address,
         to_address, country_of_manufacture_detail_id, order_id, created_at, updated_at)
       VALUES ($1, $2, 'label', $3, $4, 'label_created', $5, $6, $7, $8, $9, ks_now(), ks_now()) RETURNING id`,
      [
        swap.id,
        purpose,
        code,
        label.tracking_number,
        label.postage_cents,
        JSON.stringify(from),
        JSON.stringify(to),
        request.countryOfManufactureDetailId ?? null,
        swap.order_id,
      ],
    );
    await tx.query(
      `INSERT INTO shipment_events (shipment_id, status, description, location, occurred_at)
       VALUES ($1, 'label_created', 'Shipping label created', $2, ks_now())`,
      [shipment!.id, `${from.city}, ${from.region} ${from.country}`],
    );
    const name = CARRIER_NAMES[code];
    if (purpose === 'sale') {
      await tx.query("UPDATE swaps SET stage = 'label_printed' WHERE id = $1 AND stage = 'paid'", [swap.id]);
      await addSwapNotice(tx, {
        swapId: swap.id,
        event: 'label_printed',
        body: `@${swap.seller_username} printed a ${name} label for ${swap.item_name}: tracking number ${label.tracking_number}.`,
        notify: ['buyer'],
      });
    } else {
      await addSwapNotice(tx, {
        swapId: swap.id,
        event: 'label_printed',
        body: `@${swap.buyer_username} printed the ${name} return label: tracking number ${label.tracking_number}.`,
        notify: ['seller'],
      });
    }
    return true;
  });
}

/**
 * The seller ships with their own carrier and tracking number instead of our label (POST /v1/swaps/{id}/tracking,
 * at `paid`): the number must match the carrier's format (422 on `shipment.tracking_number`); the swap is shipped.
 */
export async function addOwnTracking(
  db: Db,
  carrier: Carrier,
  {
    swapId,
    viewerId,
    code,
    trackingNumber,
  }: { swapId: number; viewerId: number; code: CarrierCode; trackingNumber: string },
): Promise<void> {
  requireCarrier(carrier);
  await db.transaction(async (tx) => {
    const swap = partyOr404(await lockShippingSwap(tx, swapId), viewerId);
    if (viewerId !== swap.seller_id) throw forbidden('Only the seller adds the tracking number');
    if (!isTrackingNumber(code, trackingNumber))
      throw new ApiError(422, [
        { message: trackingNumberMessage(code), code: 'invalid_tracking_number', field: 'shipment.tracking_number' },
      ]);
    const existing = await existingShipment(tx, swap, 'sale');
    if (existing)
      throw conflict(
        'already_shipped',
        existing.source === 'label'
          ? 'You already printed a label for this swap'
          : 'This swap already has a tracking number',
      );
    if (swap.stage !== 'paid')
      throw conflict(
        'wrong_stage',
        swap.stage === 'open' || swap.stage === 'awaiting_payment'
          ? 'You can add a tracking number once the buyer has paid'
          : 'This swap is past shipping',
      );
    const number = normalizeTrackingNumber(trackingNumber);
    await refuseTrackingInUse(tx, code, number);
    const from = await shipToAddress(tx, swap.seller_id);
    const to = swap.order_ship_to ?? (await shipToAddress(tx, swap.buyer_id));
    const [shipment] = await tx.query<{ id: number }>(
      `INSERT INTO shipments (swap_id, purpose, source, carrier, tracking_number, status, from_address, to_address,
         order_id, created_at, updated_at)
       VALUES ($1, 'sale', 'own', $2, $3, 'in_transit', $4, $5, $6, ks_now(), ks_now()) RETURNING id`,
      [swap.id, code, number, from && JSON.stringify(from), to && JSON.stringify(to), swap.order_id],
    );
    await tx.query(
      `INSERT INTO shipment_events (shipment_id, status, description, location, occurred_at)
       VALUES ($1, 'in_transit', 'Shipped by the seller, in transit', $2, ks_now())`,
      [shipment!.id, from ? `${from.city}, ${from.region} ${from.country}` : null],
    );
    await tx.query("UPDATE swaps SET stage = 'shipped', shipped_at = ks_now() WHERE id = $1", [swap.id]);
    await addSwapNotice(tx, {
      swapId: swap.id,
      event: 'tracking_added',
      body: `@${swap.seller_username} shipped ${swap.item_name} with ${CARRIER_NAMES[code]}: tracking number ${number}.`,
      notify: ['buyer'],
    });
  });
}
