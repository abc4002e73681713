import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';
import type { Db } from '../db/db';
import { postSaleHistory } from '../seller-compliance/sale-history';
import { newUser } from './pro';

let historyCount = 0;

/** `count` prices in cents summing to `totalCents` exactly (the first ones a cent more when it does not divide). */
export function pricesSumming(count: number, totalCents: number): number[] {
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, index) => base + (index < totalCents - base * count ? 1 : 0));
}

/** Posts `count` sales summing to `totalCents` for the seller, dated `daysAgo` days before the server clock. */
export async function postSales(
  db: Db,
  sellerId: number,
  count: number,
  totalCents: number,
  daysAgo: number,
): Promise<void> {
  const [row] = await db.query<{ at: Date }>("SELECT ks_now() - $1 * interval '1 day' AS at", [daysAgo]);
  await db.transaction((tx) =>
    postSaleHistory(
      tx,
      sellerId,
      pricesSumming(count, totalCents).map((priceCents) => ({ at: row!.at, priceCents })),
      { keyPrefix: `test-history:${sellerId}:${++historyCount}` },
    ),
  );
}

/** A new account with a seller account: contact e-mail and phone, a bank account ending 6789 (not opened). */
export async function newSeller(db: Db, label: string): Promise<{ id: number; username: string; uuid: string }> {
  const user = await newUser(db, label);
  await db.query(
    `INSERT INTO seller_accounts (user_id, account_type, legal_name, date_of_birth, street1, city, region, postal_code,
                                  country, contact_email, contact_phone, bank_holder_name, bank_routing_sealed,
                                  bank_account_sealed, bank_account_last4, bank_updated_at, completed_at)
     VALUES ($1, 'individual', 'Pat Seller', '1980-04-02', '1 Main St', 'Springfield', 'IL', '62701', 'US',
             'pat@example.com', '+12175550100', 'Pat Seller', 'sealed-routing', 'sealed-account', '6789', now(), now())`,
    [user.id],
  );
  return { ...user, uuid: `user-${user.id}` };
}

/** A valid W-9 body (an SSN ending 6789), with `overrides`. */
export const w9Body = (overrides: Record<string, unknown> = {}) => ({
  w9: {
    name: 'Pat Seller',
    business_name: '',
    tax_classification: 'individual',
    street: '1 Main St',
    city: 'Springfield',
    region: 'IL',
    postal_code: '62701',
    tin_type: 'ssn',
    tin: '123-45-6789',
    certified: true,
    ...overrides,
  },
});

/** The text a PDF shows (every string its pages draw, one a line), read with pdf-lib: a PDF it cannot load throws. */
export async function pdfText(base64: string): Promise<string> {
  const doc = await PDFDocument.load(Buffer.from(base64, 'base64'));
  const shown: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams: (PDFObject | undefined)[] =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        shown.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}
