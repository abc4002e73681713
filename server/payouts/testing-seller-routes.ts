import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { postLedgerTransaction } from '../ledger/ledger';
import { sealContext } from '../seller-accounts/seller-accounts';
import { sealBank } from './bank-details';
import { SANDBOX_BANK_ACCOUNTS } from './sandbox';

/** A routing number that passes the ABA checksum (the sandbox's test bank's). */
export const TEST_ROUTING_NUMBER = '110000000';

/**
 * Writes a completed seller account for `userId` (migration 153) as the set-up pages would leave it: an individual
 * in Portland, the bank numbers sealed for the account's row. For tests and the e2e's fresh sellers only.
 */
export async function insertCompletedSellerAccount(
  db: Db,
  cipher: FieldCipher,
  userId: number,
  {
    accountNumber = SANDBOX_BANK_ACCOUNTS.paid as string,
    routingNumber = TEST_ROUTING_NUMBER,
  }: { accountNumber?: string; routingNumber?: string } = {},
): Promise<void> {
  const sealed = sealBank(cipher, { holderName: 'Pat Seller', routingNumber, accountNumber }, (field) =>
    sealContext(userId, field),
  );
  await db.query(
    `INSERT INTO seller_accounts (user_id, account_type, legal_name, date_of_birth, street1, city, region, postal_code,
                                  country, bank_holder_name, bank_routing_sealed, bank_account_sealed,
                                  bank_account_last4, bank_updated_at, completed_at)
     VALUES ($1, 'individual', 'Pat Seller', '1990-04-12', '12 Harbor Way', 'Portland', 'OR', '97201', 'US',
             $2, $3, $4, $5, now(), now())`,
    [userId, sealed.bank_holder_name, sealed.bank_routing_sealed, sealed.bank_account_sealed, accountNumber.slice(-4)],
  );
}

const bodySchema = z
  .object({
    available_cents: z.number().int().min(0).max(10_000_000).default(25_000),
    bank_account: z.enum(Object.values(SANDBOX_BANK_ACCOUNTS)).default(SANDBOX_BANK_ACCOUNTS.paid),
  })
  .strict();

/**
 * POST /v1/testing/payout_sellers (development and test only; production answers 404 like any unknown path): a new
 * user of their own with a completed seller account paying to a sandbox bank account (`bank_account`, default the
 * one that is paid) and `available_cents` (default $250) in Available, posted as `opening_balance` from the
 * platform's promotions. Answers `{id, uuid, username}`; sign in with an access token for that id and uuid. Each call
 * makes a fresh seller, so a test that cashes out repeats (engine/testing/README.md rule 9).
 */
export function payoutTestingRoutes(db: Db, cipher: FieldCipher): Hono {
  return new Hono().post('/v1/testing/payout_sellers', async (c) => {
    const body = parseInput(bodySchema, await readJsonBody(c));
    const seller = await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: number; uuid: string; username: string }>(
        'INSERT INTO users (username, joined_at) VALUES ($1, now()) RETURNING id, uuid::text AS uuid, username',
        [`payout_seller_${randomBytes(6).toString('hex')}`],
      );
      await insertCompletedSellerAccount(tx, cipher, user!.id, { accountNumber: body.bank_account });
      await postLedgerTransaction(tx, {
        kind: 'opening_balance',
        idempotencyKey: `opening:${user!.id}`,
        memo: 'a test seller’s Available balance',
        legs: [
          { owner: null, account: 'promotions', cents: -body.available_cents },
          { owner: user!.id, account: 'available', cents: body.available_cents },
        ],
      });
      return user!;
    });
    return c.json({ data: seller }, 201);
  });
}
