import type { z } from 'zod';
import type { W9Form } from '../../schemas/entities/seller-compliance';
import { formatTin, maskTin, type TinType, type w9BodySchema } from '../../schemas/requests/seller-compliance';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';

/** The sealed TIN's context: bound to its row and column, so a sealed value copied elsewhere does not open. */
export const tinContext = (userId: number) => `w9:${userId}:tin`;

interface W9Row {
  name: string;
  business_name: string | null;
  tax_classification: W9Form['tax_classification'];
  street: string;
  city: string;
  region: string;
  postal_code: string;
  tin_type: TinType;
  tin_sealed: string;
  tin_last4: string;
  certified_at: Date;
  updated_at: Date;
}

const W9_COLUMNS = `name, business_name, tax_classification, street, city, region, postal_code, tin_type, tin_sealed,
  tin_last4, certified_at, updated_at`;

const toForm = ({ tin_sealed: _sealed, tin_last4, ...row }: W9Row): W9Form => ({
  ...row,
  tin_masked: maskTin(row.tin_type, tin_last4),
  certified_at: row.certified_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

async function findRow(db: Db, userId: number): Promise<W9Row | undefined> {
  const [row] = await db.query<W9Row>(`SELECT ${W9_COLUMNS} FROM w9_forms WHERE user_id = $1`, [userId]);
  return row;
}

/** The seller's W-9 with the TIN masked, or null when none is on file. */
export async function findW9(db: Db, userId: number): Promise<W9Form | null> {
  const row = await findRow(db, userId);
  return row ? toForm(row) : null;
}

/**
 * Saves the seller's W-9 (PUT /v1/seller_account/w9), replacing the one on file: the TIN sealed with the field
 * cipher, its last 4 digits kept in the clear, certified now (the body's `certified` is true: the schema refuses
 * anything else).
 */
export async function saveW9(
  db: Db,
  cipher: FieldCipher,
  userId: number,
  w9: z.output<typeof w9BodySchema>['w9'],
): Promise<W9Form> {
  const tin = formatTin(w9.tin_type, w9.tin);
  const [row] = await db.query<W9Row>(
    `INSERT INTO w9_forms (user_id, name, business_name, tax_classification, street, city, region, postal_code,
                           tin_type, tin_sealed, tin_last4, certified_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ks_now(), ks_now())
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, business_name = EXCLUDED.business_name,
       tax_classification = EXCLUDED.tax_classification, street = EXCLUDED.street, city = EXCLUDED.city,
       region = EXCLUDED.region, postal_code = EXCLUDED.postal_code, tin_type = EXCLUDED.tin_type,
       tin_sealed = EXCLUDED.tin_sealed, tin_last4 = EXCLUDED.tin_last4, certified_at = EXCLUDED.certified_at,
       updated_at = EXCLUDED.updated_at
     RETURNING ${W9_COLUMNS}`,
    [
      userId,
      w9.name,
      w9.business_name ?? null,
      w9.tax_classification,
      w9.street,
      w9.city,
      w9.region,
      w9.postal_code,
      w9.tin_type,
      cipher.seal(tin, tinContext(userId)),
      tin.slice(-4),
    ],
  );
  return toForm(row!);
}

/** The W-9 with its full TIN opened (for the owner's own PDF only), or null when none is on file. */
export async function findW9WithTin(
  db: Db,
  cipher: FieldCipher,
  userId: number,
): Promise<(W9Form & { tin: string }) | null> {
  const row = await findRow(db, userId);
  return row ? { ...toForm(row), tin: cipher.open(row.tin_sealed, tinContext(userId)) } : null;
}
