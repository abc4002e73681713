import type { Db } from '../../server/db/db';
import { ledgerDiscrepancies } from '../../server/ledger/ledger';
import { payoutDiscrepancies } from '../../server/payouts/payout-ledger';
import type { Fixture } from './fixture';

/** One check of the data after a run: its name and what broke it (empty = held). */
export interface Check {
  name: string;
  failures: string[];
}

/** The writes of a run, told by the clients, held against what the database says happened. */
export interface Expected {
  /** Orders the clients saw answered 201, with the buyer and the item of each. */
  checkouts: { orderId: number; buyerId: number; itemId: number }[];
  /** Checkouts whose answer never came (time-outs): each may or may not have committed. */
  unknownCheckouts: number;
}

/**
 * Money and stock after a run or a crash: every order whole (lines, swaps, totals), no unit sold
 * twice, nothing sold without an order, carts emptied by their checkout, purchase counts moved by
 * exactly the orders, spendable balances untouched, each paid swap's sale posted, the ledger
 * sound and every payout's money where its state says. `expected` (the clients' count) is left
 * out after a crash, where a client cannot know whether a cut-off request committed.
 */
export async function checkInvariants(db: Db, before: Fixture['before'], expected?: Expected): Promise<Check[]> {
  const since = before.maxOrderId;
  const rows = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ problem: string }>(sql, params)).map((row) => row.problem);
  const checks: Check[] = [
    {
      name: 'every order has its lines, one swap per line, and total = subtotal + shipping = its lines',
      failures: await rows(
        `SELECT 'order ' || o.id || ': ' || count(oi.id) || ' lines, total ' || o.total || ', lines ' || coalesce(sum(oi.price + oi.shipping), 0) AS problem
         FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id
         WHERE o.id > $1
         GROUP BY o.id
         HAVING count(oi.id) = 0 OR o.total <> o.subtotal + o.shipping OR o.total <> sum(oi.price + oi.shipping)
            OR count(oi.id) <> (SELECT count(*) FROM swaps s WHERE s.order_id = o.id)`,
        [since],
      ),
    },
    {
      name: 'no unit sold twice: new order lines per item ≤ the units it had, and its stock went down by exactly those lines',
      failures: await rows(
        `SELECT 'item ' || i.id || ': ' || count(oi.id) || ' new order lines, had ' || coalesce($2::jsonb ->> i.id::text, '?') || ', quantity now ' || i.quantity || ' (' || i.state || ')' AS problem
         FROM items i JOIN order_items oi ON oi.item_id = i.id AND oi.order_id > $1
         GROUP BY i.id
         HAVING NOT ($2::jsonb ? i.id::text) OR count(oi.id) > ($2::jsonb ->> i.id::text)::int
            OR i.quantity <> ($2::jsonb ->> i.id::text)::int - count(oi.id) OR (i.quantity = 0) <> (i.state = 'sold')`,
        [since, JSON.stringify(before.quantities)],
      ),
    },
    {
      name: 'nothing sold without an order: every raced item now sold has a new order line',
      failures: await rows(
        `SELECT 'item ' || i.id || ' is sold but in no new order' AS problem FROM items i
         WHERE $2::jsonb ? i.id::text AND i.state = 'sold' AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.item_id = i.id AND oi.order_id > $1)`,
        [since, JSON.stringify(before.quantities)],
      ),
    },
    {
      name: 'carts emptied by their checkout: no buyer still holds an item they bought',
      failures: await rows(
        `SELECT 'user ' || c.user_id || ' still has item ' || ci.item_id || ' of order ' || o.id || ' in the cart' AS problem
         FROM orders o JOIN order_items oi ON oi.order_id = o.id
         JOIN carts c ON c.user_id = o.buyer_id JOIN cart_items ci ON ci.cart_id = c.id AND ci.item_id = oi.item_id
         WHERE o.id > $1`,
        [since],
      ),
    },
    {
      name: 'purchase counts moved by exactly the new orders',
      failures: await rows(
        `SELECT 'user ' || u.id || ': purchase_count ' || u.purchase_count || ', before ' || (($2::jsonb ->> u.id::text)::int) || ' + ' || count(o.id) || ' orders' AS problem
         FROM users u LEFT JOIN orders o ON o.buyer_id = u.id AND o.id > $1
         WHERE $2::jsonb ? u.id::text
         GROUP BY u.id HAVING u.purchase_count <> ($2::jsonb ->> u.id::text)::int + count(o.id)`,
        [since, JSON.stringify(before.purchaseCounts)],
      ),
    },
    {
      name: 'spendable balances untouched (checkout charges the card, not the balance)',
      failures: await rows(
        `SELECT 'spendable total ' || coalesce(sum(balance_cents), 0) || ' cents, before ' || $1::bigint AS problem
         FROM ledger_accounts WHERE owner_id IS NOT NULL AND kind IN ('available', 'gift_card')
         HAVING coalesce(sum(balance_cents), 0) <> $1::bigint`,
        [before.balanceTotal],
      ),
    },
    {
      name: 'every paid swap of a new order posted its sale to the ledger',
      failures: await rows(
        `SELECT 'swap ' || oi.swap_id || ' of order ' || oi.order_id || ' has no sale posting' AS problem
         FROM order_items oi WHERE oi.order_id > $1
           AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.swap_id = oi.swap_id AND t.kind = 'sale')`,
        [since],
      ),
    },
    await ledgerSound(db),
    {
      name: 'every payout posted its amount from Available, a failed one got it back, and the platform holds the rest',
      failures: await payoutDiscrepancies(db),
    },
  ];
  if (expected) checks.push(await ordersMatchClients(db, since, expected));
  return checks;
}

/** The ledger's invariant (server/ledger/ledger.ts): balances = their entries, every transaction sums to 0. */
async function ledgerSound(db: Db): Promise<Check> {
  const { accounts, transactions } = await ledgerDiscrepancies(db);
  return {
    name: 'the ledger balances: every account equals its entries and every transaction sums to 0',
    failures: [
      ...accounts.map((id) => `ledger account ${id} differs from its entries`),
      ...transactions.map((id) => `ledger transaction ${id} does not sum to 0`),
    ],
  };
}

async function ordersMatchClients(db: Db, since: number, expected: Expected): Promise<Check> {
  const orders = await db.query<{ id: number; buyer_id: number; item_id: number }>(
    'SELECT o.id, o.buyer_id, oi.item_id FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.id > $1 ORDER BY o.id',
    [since],
  );
  const failures: string[] = [];
  const extra = orders.length - expected.checkouts.length;
  if (extra < 0 || extra > expected.unknownCheckouts) {
    failures.push(
      `${orders.length} new orders, ${expected.checkouts.length} checkouts answered 201 and ${expected.unknownCheckouts} timed out`,
    );
  }
  const stored = new Map(orders.map((row) => [row.id, row]));
  for (const checkout of expected.checkouts) {
    const row = stored.get(checkout.orderId);
    if (!row || row.buyer_id !== checkout.buyerId || row.item_id !== checkout.itemId)
      failures.push(
        `order ${checkout.orderId} (buyer ${checkout.buyerId}, item ${checkout.itemId}) is ${row ? JSON.stringify(row) : 'missing'}`,
      );
  }
  return {
    name: 'orders = checkouts answered 201 (same ids, buyers, items; plus at most the checkouts that timed out)',
    failures,
  };
}
