import type { InformActRequirement, InformActStatus } from '../../schemas/entities/seller-compliance';
import { maskTin, type TinType } from '../../schemas/requests/seller-compliance';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { SELLER_MONEY_SQL } from './seller-money';

/**
 * The INFORM Consumers Act (15 U.S.C. 45f; README.md 'INFORM Act'). A high-volume third-party seller is one who,
 * in any continuous 12 months of the last 24, made 200 or more discrete sales AND $5,000 or more in gross revenues.
 * The marketplace must collect and verify their bank account, contact details and tax id, have them certify those
 * at least once a year, and suspend their sales until they do.
 */
export const INFORM_ACT_THRESHOLD = { sales_count: 200, gross_cents: 500_000 } as const;

/** The vacation cause the job sets and filing ends (spec §4.3). */
export const INFORM_ACT_VACATION = 'inform_act_compliance';

/**
 * SQL: the high-volume sellers (`seller_id`), or only user $1 when it is not null. Every window starts at a sale
 * (the best window can always be moved to start at one) and runs 12 months less a microsecond, within the last 24
 * months by the server clock.
 */
export const HIGH_VOLUME_SELLERS_SQL = `
  WITH sales AS (
    SELECT seller_id, created_at, gross_cents FROM (${SELLER_MONEY_SQL}) money
     WHERE kind = 'sale' AND seller_id IS NOT NULL AND ($1::int IS NULL OR seller_id = $1)
       AND created_at > ks_now() - interval '24 months' AND created_at <= ks_now()
  ), windows AS (
    SELECT seller_id, count(*) OVER w AS sales_count, sum(gross_cents) OVER w AS gross_cents
      FROM sales
    WINDOW w AS (PARTITION BY seller_id ORDER BY created_at
                 RANGE BETWEEN CURRENT ROW AND interval '12 months' - interval '1 microsecond' FOLLOWING)
  )
  SELECT DISTINCT seller_id FROM windows
   WHERE sales_count >= ${INFORM_ACT_THRESHOLD.sales_count} AND gross_cents >= ${INFORM_ACT_THRESHOLD.gross_cents}`;

/** SQL: whether user `userSql` has filed less than a year ago (a filing exactly a year old is due again). */
export const CURRENT_FILING_SQL = (userSql: string) =>
  `EXISTS (SELECT 1 FROM inform_act_filings f WHERE f.user_id = ${userSql} AND f.filed_at > ks_now() - interval '1 year')`;

interface OnFileRow {
  legal_name: string | null;
  business_name: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  bank_account_last4: string | null;
  tin_type: TinType | null;
  tin_last4: string | null;
  has_account: boolean;
}

/** What the seller would confirm: the seller account's identity, contact and bank, and the W-9's tax id. */
async function onFile(db: Db, userId: number, lock = false): Promise<OnFileRow> {
  const [account] = await db.query<Omit<OnFileRow, 'tin_type' | 'tin_last4' | 'has_account'>>(
    `SELECT legal_name, business_name, street1, street2, city, region, postal_code, country, contact_email,
            contact_phone, bank_account_last4
       FROM seller_accounts WHERE user_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  const [w9] = await db.query<{ tin_type: TinType; tin_last4: string }>(
    `SELECT tin_type, tin_last4 FROM w9_forms WHERE user_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return {
    legal_name: account?.legal_name ?? null,
    business_name: account?.business_name ?? null,
    street1: account?.street1 ?? null,
    street2: account?.street2 ?? null,
    city: account?.city ?? null,
    region: account?.region ?? null,
    postal_code: account?.postal_code ?? null,
    country: account?.country ?? null,
    contact_email: account?.contact_email ?? null,
    contact_phone: account?.contact_phone ?? null,
    bank_account_last4: account?.bank_account_last4 ?? null,
    tin_type: w9?.tin_type ?? null,
    tin_last4: w9?.tin_last4 ?? null,
    has_account: account !== undefined,
  };
}

const addressLine = (row: OnFileRow) =>
  row.street1 === null
    ? null
    : [row.street1, row.street2, row.city, `${row.region ?? ''} ${row.postal_code ?? ''}`.trim(), row.country]
        .filter((part) => part)
        .join(', ');

function missingOf(row: OnFileRow): InformActRequirement[] {
  const missing: InformActRequirement[] = [];
  if (!row.has_account) missing.push('seller_account');
  if (!row.contact_email) missing.push('contact_email');
  if (!row.contact_phone) missing.push('contact_phone');
  if (!row.bank_account_last4) missing.push('bank_account');
  if (!row.tin_last4) missing.push('w9');
  return missing;
}

/** The seller's INFORM Act page (GET /v1/seller_account/inform_act). */
export async function informActStatus(db: Db, userId: number): Promise<InformActStatus> {
  const [figures] = await db.query<{ sales_count: number; gross_cents: number; high_volume: boolean }>(
    `SELECT count(*) FILTER (WHERE kind = 'sale')::int AS sales_count,
            coalesce(sum(gross_cents), 0)::bigint AS gross_cents,
            EXISTS (${HIGH_VOLUME_SELLERS_SQL}) AS high_volume
       FROM (${SELLER_MONEY_SQL}) money
      WHERE seller_id = $1 AND kind = 'sale' AND created_at > ks_now() - interval '12 months' AND created_at <= ks_now()`,
    [userId],
  );
  const [filing] = await db.query<{ filed_at: Date; renew_by: Date; current: boolean }>(
    `SELECT filed_at, filed_at + interval '1 year' AS renew_by, filed_at > ks_now() - interval '1 year' AS current
       FROM inform_act_filings WHERE user_id = $1 ORDER BY filed_at DESC LIMIT 1`,
    [userId],
  );
  const [vacation] = await db.query(
    'SELECT 1 FROM vacations WHERE user_id = $1 AND ended_at IS NULL AND details = $2',
    [userId, INFORM_ACT_VACATION],
  );
  const row = await onFile(db, userId);
  return {
    high_volume: figures!.high_volume,
    threshold: { ...INFORM_ACT_THRESHOLD },
    last_12_months: { sales_count: figures!.sales_count, gross_cents: Number(figures!.gross_cents) },
    filed: filing?.current ?? false,
    last_filing: filing ? { filed_at: filing.filed_at.toISOString(), renew_by: filing.renew_by.toISOString() } : null,
    on_vacation: vacation !== undefined,
    on_file: {
      legal_name: row.legal_name,
      business_name: row.business_name,
      address: addressLine(row),
      contact_email: row.contact_email,
      contact_phone: row.contact_phone,
      bank_account_last4: row.bank_account_last4,
      tin_masked: row.tin_type && row.tin_last4 ? maskTin(row.tin_type, row.tin_last4) : null,
    },
    missing: missingOf(row),
  };
}

const MISSING_MESSAGES: Record<InformActRequirement, string> = {
  seller_account: 'Set up your seller account first',
  contact_email: 'Add a contact e-mail address',
  contact_phone: 'Add a contact phone number',
  bank_account: 'Add the bank account you are paid to',
  w9: 'Fill in your W-9 for your tax id',
};

/**
 * Files the INFORM Act form (POST /v1/seller_account/inform_act): records what the seller confirmed and ends their
 * inform_act_compliance vacation, in one transaction. Anything missing answers 422 naming each piece (field = the
 * requirement), nothing written. A vacation an admin made stays (Support lifts it).
 */
export async function fileInformAct(db: Db, userId: number): Promise<InformActStatus> {
  await db.transaction(async (tx) => {
    const row = await onFile(tx, userId, true);
    const missing = missingOf(row);
    if (missing.length > 0)
      throw new ApiError(
        422,
        missing.map((field) => ({ message: MISSING_MESSAGES[field], code: 'missing', field })),
      );
    await tx.query(
      `INSERT INTO inform_act_filings (user_id, filed_at, legal_name, business_name, contact_email, contact_phone,
                                       address, bank_account_last4, tin_type, tin_last4)
       VALUES ($1, ks_now(), $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
      [
        userId,
        row.legal_name,
        row.business_name,
        row.contact_email,
        row.contact_phone,
        JSON.stringify({
          street1: row.street1,
          street2: row.street2,
          city: row.city,
          region: row.region,
          postal_code: row.postal_code,
          country: row.country,
        }),
        row.bank_account_last4,
        row.tin_type,
        row.tin_last4,
      ],
    );
    await tx.query(
      `UPDATE vacations SET ended_at = ks_now()
        WHERE user_id = $1 AND ended_at IS NULL AND details = $2 AND generated_by <> 'admin'`,
      [userId, INFORM_ACT_VACATION],
    );
  });
  return informActStatus(db, userId);
}
