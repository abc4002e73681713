import type { z } from 'zod';
import type { SellerAccount, TradeInAccount } from '../../schemas/entities/seller-account';
import type { SellerBank, sellerContactBodySchema, SellerIdentity } from '../../schemas/requests/seller-account';
import { clockNow, NOW_SQL } from '../clock/clock';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** The sealed bank numbers of a seller account (migration 153), by their column's field name. */
export type SealedBankField = 'routing_number' | 'account_number';

/**
 * The context a bank number of user `userId` is sealed for (config/field-encryption.ts): a value copied into another
 * seller's row, or from one column into the other, does not open. Whoever opens `bank_routing_sealed` or
 * `bank_account_sealed` (the payout provider's call, issue 33's cash-out) opens it with this context.
 */
export const sealContext = (userId: number, field: SealedBankField) => `seller_account:${userId}:${field}`;

/** The server's day, UTC (YYYY-MM-DD): the day a date of birth is checked against. */
export async function serverToday(db: Db): Promise<string> {
  return (await clockNow(db)).toISOString().slice(0, 10);
}

interface SellerAccountRow extends Omit<
  SellerAccount,
  'bank' | 'completed_at' | 'created_at' | 'updated_at' | 'account_type' | 'country'
> {
  account_type: SellerAccount['account_type'];
  country: SellerAccount['country'];
  bank_holder_name: string | null;
  bank_account_last4: string | null;
  bank_updated_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Every column answered; the sealed numbers are not among them. */
const COLUMNS = `account_type, legal_name, business_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  street1, street2, city, region, postal_code, country, contact_email, contact_phone,
  bank_holder_name, bank_account_last4, bank_updated_at, completed_at, created_at, updated_at`;

function toAccount(row: SellerAccountRow): SellerAccount {
  const { bank_holder_name, bank_account_last4, bank_updated_at, completed_at, created_at, updated_at, ...rest } = row;
  return {
    ...rest,
    bank:
      bank_account_last4 !== null
        ? {
            holder_name: bank_holder_name ?? '',
            account_last4: bank_account_last4,
            updated_at: (bank_updated_at ?? updated_at).toISOString(),
          }
        : null,
    completed_at: completed_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

/** The user's seller account, or null before /selling/create. */
export async function readSellerAccount(db: Db, userId: number): Promise<SellerAccount | null> {
  const [row] = await db.query<SellerAccountRow>(`SELECT ${COLUMNS} FROM seller_accounts WHERE user_id = $1`, [userId]);
  return row ? toAccount(row) : null;
}

/** Refused while the seller has no account: contact and bank details belong to one (the row's identity is NOT NULL). */
const noAccountYet = () =>
  new ApiError(409, [
    {
      message: 'Set up your seller account first: your name, date of birth and address',
      code: 'seller_account_required',
    },
  ]);

/**
 * Creates the user's seller account or changes its identity and address (one statement, so a refused or failed
 * write leaves the row as it was). A new account's contact e-mail is the sign-in's until the seller changes it; the
 * contact, bank and `completed_at` of an existing one are kept.
 */
export async function saveSellerIdentity(
  db: Db,
  userId: number,
  identity: SellerIdentity,
): Promise<{ account: SellerAccount; created: boolean }> {
  const [row] = await db.query<SellerAccountRow & { created: boolean }>(
    `INSERT INTO seller_accounts AS s (user_id, account_type, legal_name, business_name, date_of_birth, street1, street2,
       city, region, postal_code, country, contact_email, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11,
       (SELECT email FROM user_logins WHERE user_id = $1), ${NOW_SQL}, ${NOW_SQL})
     ON CONFLICT (user_id) DO UPDATE SET account_type = EXCLUDED.account_type, legal_name = EXCLUDED.legal_name,
       business_name = EXCLUDED.business_name, date_of_birth = EXCLUDED.date_of_birth, street1 = EXCLUDED.street1,
       street2 = EXCLUDED.street2, city = EXCLUDED.city, region = EXCLUDED.region,
       postal_code = EXCLUDED.postal_code, country = EXCLUDED.country, updated_at = ${NOW_SQL}
     RETURNING ${COLUMNS}, (s.xmax = 0) AS created`,
    [userId, identity.account_type, identity.legal_name, identity.business_name, identity.date_of_birth,
      identity.street1, identity.street2, identity.city, identity.region, identity.postal_code,
      identity.country], // prettier-ignore
  );
  const { created, ...account } = row!;
  return { account: toAccount(account), created };
}

/** Changes the seller's contact e-mail and phone; 409 without a seller account. */
export async function saveSellerContact(
  db: Db,
  userId: number,
  contact: z.output<typeof sellerContactBodySchema>,
): Promise<SellerAccount> {
  const [row] = await db.query<SellerAccountRow>(
    `UPDATE seller_accounts SET contact_email = $2, contact_phone = $3, updated_at = ${NOW_SQL}
      WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [userId, contact.contact_email, contact.contact_phone],
  );
  if (!row) throw noAccountYet();
  return toAccount(row);
}

/**
 * Puts the bank account payouts go to: both numbers sealed for this seller's row and column, the account number's
 * last 4 digits kept in the clear (the only part ever shown again). The first bank on file completes the set-up
 * (`completed_at`, kept when the bank changes later). 409 without a seller account.
 */
export async function saveSellerBank(
  db: Db,
  cipher: FieldCipher,
  userId: number,
  bank: SellerBank,
): Promise<SellerAccount> {
  const [row] = await db.query<SellerAccountRow>(
    `UPDATE seller_accounts SET bank_holder_name = $2, bank_routing_sealed = $3, bank_account_sealed = $4,
       bank_account_last4 = $5, bank_updated_at = ${NOW_SQL}, completed_at = coalesce(completed_at, ${NOW_SQL}),
       updated_at = ${NOW_SQL}
      WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [
      userId,
      bank.holder_name,
      cipher.seal(bank.routing_number, sealContext(userId, 'routing_number')),
      cipher.seal(bank.account_number, sealContext(userId, 'account_number')),
      bank.account_number.slice(-4),
    ],
  );
  if (!row) throw noAccountYet();
  return toAccount(row);
}

/**
 * Whether the user is a trade-in account (spec §6: `settings.trade_in_account`, user_configurations), the
 * organisation its sign-in belongs to (`user_logins.org_id`, which its access token carries), and the trade-in tools
 * those give it: export and the legacy insights modal with the setting (§6), warehouse labels with an organisation
 * (§2.1), scan sheets with either (issue 33).
 */
export async function readTradeInAccount(db: Db, userId: number): Promise<TradeInAccount> {
  const [row] = await db.query<{ trade_in_account: boolean; org_id: number | null }>(
    `SELECT coalesce((SELECT trade_in_account FROM user_configurations WHERE user_id = $1), false) AS trade_in_account,
            (SELECT org_id FROM user_logins WHERE user_id = $1) AS org_id`,
    [userId],
  );
  const { trade_in_account, org_id } = row!;
  const organisation = org_id !== null;
  return {
    trade_in_account,
    org_id,
    tools: [
      ...(trade_in_account ? (['export_items', 'legacy_insights'] as const) : []),
      ...(trade_in_account || organisation ? (['scan_sheets'] as const) : []),
      ...(organisation ? (['warehouse_labels'] as const) : []),
    ],
  };
}
