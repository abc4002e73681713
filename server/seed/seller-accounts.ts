import { NOW_SQL } from '../clock/clock';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { sealContext } from '../seller-accounts/seller-accounts';
import { demoAccount } from './demo-accounts';
import { demoEmail } from './demo-logins';

/**
 * demo_seller's bank, as /selling/edit/bank shows it ('•••• 6789'): 021000021 passes the ABA check (a real
 * routing number's shape; no real account is behind this one).
 */
export const DEMO_SELLER_BANK = { routingNumber: '021000021', accountNumber: '000123456789' } as const;

/**
 * demo_seller's completed seller account (issue 33, migration 153; server/seller-accounts/README.md): an
 * individual in Boston, contact details on file, the bank sealed with the app's key (`KS_FIELD_KEY`, the
 * development key in development and test) and set up 30 days before the seed's now, so it may cash out. Written
 * after the seed's rows, not among them: a sealed value takes a fresh nonce each time, and the seed's rows are the
 * same on every build (build/seed.test.ts).
 */
export async function seedSellerAccounts(db: Db, cipher: FieldCipher): Promise<void> {
  const seller = demoAccount('seller');
  await db.query(
    `INSERT INTO seller_accounts (user_id, account_type, legal_name, business_name, date_of_birth, street1, street2,
       city, region, postal_code, country, contact_email, contact_phone, bank_holder_name, bank_routing_sealed,
       bank_account_sealed, bank_account_last4, bank_updated_at, completed_at, created_at, updated_at)
     VALUES ($1, 'individual', 'Dana Seller', NULL, '1988-04-12', '200 Boylston St', 'Apt 4', 'Boston', 'MA', '02116',
       'US', $2, '+16175550123', 'Dana Seller', $3, $4, $5, ${NOW_SQL} - interval '30 days',
       ${NOW_SQL} - interval '30 days', ${NOW_SQL} - interval '30 days', ${NOW_SQL} - interval '30 days')`,
    [
      seller.id,
      demoEmail(seller.username),
      cipher.seal(DEMO_SELLER_BANK.routingNumber, sealContext(seller.id, 'routing_number')),
      cipher.seal(DEMO_SELLER_BANK.accountNumber, sealContext(seller.id, 'account_number')),
      DEMO_SELLER_BANK.accountNumber.slice(-4),
    ],
  );
}
