import type { Db } from '../db/db';
import type { ChargeRequest, PaymentGateway } from '../payments/gateway';
import { sandboxGateway } from '../payments/sandbox';

/** The sandbox, recording every charge it is asked for: what the buyer's card would be charged. */
export function recordingGateway(): PaymentGateway & { charges: ChargeRequest[] } {
  const sandbox = sandboxGateway();
  const charges: ChargeRequest[] = [];
  return { name: sandbox.name, available: sandbox.available, charges, charge: (request) => (charges.push(request), sandbox.charge(request)) };
}

export interface BuyableItem {
  id: number;
  name: string;
  price: number;
  shipping_discount_amount: number;
  seller_id: number;
}

/**
 * Available single-unit, fixed-price items without variations or swaps, of generated sellers (not
 * the demo accounts), newest first: items a money test may buy. `where` narrows them (SQL on `i`),
 * `skip` keeps two tests of one file apart.
 */
export function buyableItems(db: Db, count: number, { where = 'true', skip = 0 }: { where?: string; skip?: number } = {}): Promise<BuyableItem[]> {
  return db.query<BuyableItem>(
    `SELECT id, name, price, shipping_discount_amount, seller_id FROM items i
     WHERE state = 'available' AND NOT auction AND quantity = 1 AND seller_id < 1000 AND ${where}
       AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
     ORDER BY id DESC OFFSET $1 LIMIT $2`,
    [skip, count],
  );
}
