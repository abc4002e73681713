import type { Hono } from 'hono';
import { beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import type { ChargeRequest, PaymentGateway, RefundRequest } from '../payments/gateway';
import { SANDBOX_NONCES, sandboxGateway } from '../payments/sandbox';
import { giveShipTo } from './addresses';
import { requestAs } from './requests';
import { useSeededApp, type TestDriver } from './test-databases';

/** The sandbox, recording every charge and refund it is asked for: what the buyer's card would see. */
export function recordingGateway(): PaymentGateway & { charges: ChargeRequest[]; refunds: RefundRequest[] } {
  const sandbox = sandboxGateway();
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  return {
    name: sandbox.name,
    available: sandbox.available,
    charges,
    refunds,
    charge: (request) => (charges.push(request), sandbox.charge(request)),
    refund: (request) => (refunds.push(request), sandbox.refund(request)),
    vaultCard: (nonce) => sandbox.vaultCard(nonce),
    forgetCard: (token) => sandbox.forgetCard(token),
  };
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
export function buyableItems(
  db: Db,
  count: number,
  { where = 'true', skip = 0 }: { where?: string; skip?: number } = {},
): Promise<BuyableItem[]> {
  return db.query<BuyableItem>(
    `SELECT id, name, price, shipping_discount_amount, seller_id FROM items i
     WHERE state = 'available' AND NOT auction AND quantity = 1 AND seller_id < 1000 AND ${where}
       AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
     ORDER BY id DESC OFFSET $1 LIMIT $2`,
    [skip, count],
  );
}

/**
 * A seeded app charging through a {@link recordingGateway} (emptied before each test), with the
 * buyer's calls of a money test: any request as a user, add to cart, and check out with the
 * approved sandbox nonce.
 */
export function useRecordingApp(driver: TestDriver) {
  const context = useSeededApp(driver);
  const gateway = recordingGateway();
  let app: Hono;
  beforeAll(() => void (app = createApp({ db: context.db, payments: gateway })));
  beforeEach(() => void (gateway.charges.splice(0), gateway.refunds.splice(0)));
  const request = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(app, method, path, userId, body);
  const cartPath = (userId: number) => `/v1/users/user-${userId}/cart`;
  return {
    context,
    gateway,
    request,
    cartPath,
    add: (userId: number, itemId: number, variationId?: number) =>
      request('POST', `${cartPath(userId)}/cart_items`, userId, {
        cart: { cart_item: { item_id: itemId, item_variation_id: variationId } },
      }),
    /** Checks the user's cart out with the approved test nonce, giving them a shipping address first when missing. */
    checkout: async (userId: number) => {
      await giveShipTo(context.db, userId);
      return request('POST', `${cartPath(userId)}/checkout`, userId, { checkout: { nonce: SANDBOX_NONCES.approved } });
    },
  };
}
