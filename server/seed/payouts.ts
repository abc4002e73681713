import type { Db } from '../db/db';
import { requestFingerprint } from '../http/idempotency';
import { postLedgerTransaction } from '../ledger/ledger';
import { postPayout } from '../payouts/payout-ledger';
import { demoAccount } from './demo-accounts';

/**
 * demo_seller's payout history (issue 33 item 7; server/payouts/README.md): one paid payout of $150 to the bank
 * ending 6789, asked for 12 days before the seed and paid 2 days later. It stands alone: no seller account row is
 * needed (the payout keeps its own last 4 digits). Its money is posted as it would have moved — earnings credited
 * to Available (`opening_balance`, key `opening:payout:{id}`, from the platform's promotions, as the other seeded
 * balances), then the payout taking them to the platform's payouts (`payout:{id}`) — so demo_seller's Available is
 * what the rest of the seed makes it and the ledger's invariants hold.
 */
export const DEMO_PAYOUT = { amountCents: 15_000, bankLast4: '6789', requestedDaysAgo: 12, paidDaysAgo: 10 } as const;

/** Writes the payout dated from `now` (the seed's now, seed/clock.ts). */
export async function seedDemoPayouts(tx: Db, now: Date): Promise<void> {
  const userId = demoAccount('seller').id;
  const { amountCents, bankLast4, requestedDaysAgo, paidDaysAgo } = DEMO_PAYOUT;
  const [payout] = await tx.query<{ id: number }>(
    `INSERT INTO payouts (user_id, amount_cents, state, bank_last4, provider, provider_reference, idempotency_key,
                          request_hash, requested_at, check_at, paid_at)
     VALUES ($1, $2, 'paid', $3, 'sandbox', 'seed-payout', 'seed-payout', $4, $7::timestamptz - $5 * interval '1 day',
             $7::timestamptz - $5 * interval '1 day', $7::timestamptz - $6 * interval '1 day')
     RETURNING id`,
    [
      userId,
      amountCents,
      bankLast4,
      requestFingerprint({ amount_cents: amountCents }),
      requestedDaysAgo,
      paidDaysAgo,
      now,
    ],
  );
  const id = payout!.id;
  await postLedgerTransaction(tx, {
    kind: 'opening_balance',
    idempotencyKey: `opening:payout:${id}`,
    memo: 'the earnings the seeded payout paid out',
    legs: [
      { owner: null, account: 'promotions', cents: -amountCents },
      { owner: userId, account: 'available', cents: amountCents },
    ],
  });
  await postPayout(tx, { id, userId, amountCents });
  // Dated when they happened, as the payout.
  await tx.query(
    `UPDATE ledger_transactions SET created_at = $4::timestamptz - $2 * interval '1 day' WHERE idempotency_key IN ($1, $3)`,
    [`opening:payout:${id}`, requestedDaysAgo, `payout:${id}`, now],
  );
}
