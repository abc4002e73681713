import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { postSaleHistory } from '../seller-compliance/sale-history';
import { tinContext } from '../seller-compliance/w9';
import { demoAccount } from './demo-accounts';

const DAY_MS = 86_400_000;
/** demo_pro's sales in the last 330 days: over the INFORM Act threshold (200 sales and $5,000). */
export const DEMO_PRO_SALES = 210;

/**
 * demo_pro, a high-volume seller who filed the INFORM Act form 60 days ago (issue 33 item 7): a seller account with
 * contact details and a bank account (sealed; last 4 6789), a W-9 with an EIN (sealed), 210 sales over the last 330
 * days ($25–$34 each, final and in `available`), and the filing. /selling/inform_act shows it filed; the compliance
 * job leaves demo_pro selling. The seller account is made only if none is there (issue 33's set-up seed may make
 * one first).
 */
export async function seedSellerCompliance(tx: Db, now: Date, cipher: FieldCipher): Promise<void> {
  const pro = demoAccount('pro').id;
  await tx.query(
    `INSERT INTO seller_accounts (user_id, account_type, legal_name, business_name, date_of_birth, street1, city, region,
                                  postal_code, country, contact_email, contact_phone, bank_holder_name,
                                  bank_routing_sealed, bank_account_sealed, bank_account_last4, bank_updated_at,
                                  completed_at)
     VALUES ($1, 'business', 'Morgan Pro', 'Pro Gear Co LLC', '1985-06-15', '200 Rink Road', 'Burlington', 'VT',
             '05401', 'US', 'demo_pro@kitswap.example', '+18025550123', 'Pro Gear Co LLC', $2, $3, '6789', $4, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [
      pro,
      cipher.seal('011000015', `seller_account:${pro}:routing_number`),
      cipher.seal('000123456789', `seller_account:${pro}:account_number`),
      now,
    ],
  );
  await tx.query(
    `INSERT INTO w9_forms (user_id, name, business_name, tax_classification, street, city, region, postal_code,
                           tin_type, tin_sealed, tin_last4, certified_at, created_at, updated_at)
     VALUES ($1, 'Morgan Pro', 'Pro Gear Co LLC', 'llc_p', '200 Rink Road', 'Burlington', 'VT', '05401', 'ein', $2,
             '6789', $3, $3, $3)
     ON CONFLICT (user_id) DO NOTHING`,
    [pro, cipher.seal('12-3456789', tinContext(pro)), new Date(now.getTime() - 90 * DAY_MS)],
  );
  await postSaleHistory(
    tx,
    pro,
    Array.from({ length: DEMO_PRO_SALES }, (_, index) => ({
      at: new Date(now.getTime() - Math.round(((index + 1) * 330 * DAY_MS) / DEMO_PRO_SALES)),
      priceCents: 2_500 + (index % 10) * 100,
    })),
    { keyPrefix: `seed:inform-history:${pro}`, released: true },
  );
  const [account] = await tx.query<{ contact_email: string; contact_phone: string; legal_name: string }>(
    'SELECT legal_name, contact_email, contact_phone FROM seller_accounts WHERE user_id = $1',
    [pro],
  );
  await tx.query(
    `INSERT INTO inform_act_filings (user_id, filed_at, legal_name, business_name, contact_email, contact_phone,
                                     address, bank_account_last4, tin_type, tin_last4)
     VALUES ($1, $2, $3, 'Pro Gear Co LLC', $4, $5, $6::jsonb, '6789', 'ein', '6789')`,
    [
      pro,
      new Date(now.getTime() - 60 * DAY_MS),
      account!.legal_name,
      account!.contact_email ?? 'demo_pro@kitswap.example',
      account!.contact_phone ?? '+18025550123',
      JSON.stringify({
        street1: '200 Rink Road',
        city: 'Burlington',
        region: 'VT',
        postal_code: '05401',
        country: 'US',
      }),
    ],
  );
}
