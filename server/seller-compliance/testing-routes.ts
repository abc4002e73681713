import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { parseInput, readJsonBody } from '../http/validate';
import { enforceInformAct } from './enforce-inform-act-job';
import { postSaleHistory } from './sale-history';

const bodySchema = z
  .object({
    sales_count: z.number().int().min(1).max(500),
    gross_cents: z.number().int().min(1).max(10_000_000),
  })
  .strict()
  .refine((body) => body.gross_cents >= body.sales_count * 200, { message: 'At least $2 a sale' });

/**
 * Development and test only (mounted where `allowsDevStandIns()`, like /v1/testing/clock; production answers 404):
 * POST /v1/testing/inform_act_sellers `{sales_count, gross_cents}` makes a fresh seller — a seller account with contact
 * details and a bank account, no W-9 — with that many sales over the last 30 days, then runs the INFORM Act job, and
 * answers `{id, username, uuid}` (201). The e2e spec starts from it, so it repeats with a seller of its own.
 */
export function informActTestingRoutes(db: Db, cipher: FieldCipher): Hono {
  return new Hono().post('/v1/testing/inform_act_sellers', async (c) => {
    const { sales_count, gross_cents } = parseInput(bodySchema, await readJsonBody(c));
    const seller = await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: number; username: string; uuid: string }>(
        `INSERT INTO users (username, joined_at) VALUES ($1, ks_now()) RETURNING id, username, uuid::text AS uuid`,
        [`inform_${randomBytes(5).toString('hex')}`],
      );
      const id = user!.id;
      await tx.query(
        `INSERT INTO seller_accounts (user_id, account_type, legal_name, date_of_birth, street1, city, region,
                                      postal_code, country, contact_email, contact_phone, bank_holder_name,
                                      bank_routing_sealed, bank_account_sealed, bank_account_last4, bank_updated_at,
                                      completed_at)
         VALUES ($1, 'individual', 'Casey Volume', '1990-01-01', '5 Market St', 'Portland', 'ME', '04101', 'US',
                 $2, '+12075550100', 'Casey Volume', $3, $4, '4321', ks_now(), ks_now())`,
        [
          id,
          `${user!.username}@kitswap.example`,
          cipher.seal('011000015', `seller_account:${id}:routing_number`),
          cipher.seal('000987654321', `seller_account:${id}:account_number`),
        ],
      );
      const [now] = await tx.query<{ now: Date }>('SELECT ks_now() AS now');
      const base = Math.floor(gross_cents / sales_count);
      await postSaleHistory(
        tx,
        id,
        Array.from({ length: sales_count }, (_, index) => ({
          at: new Date(now!.now.getTime() - ((index % 30) + 1) * 86_400_000),
          priceCents: base + (index < gross_cents - base * sales_count ? 1 : 0),
        })),
        { keyPrefix: `testing:inform-history:${id}` },
      );
      return user!;
    });
    await enforceInformAct(db);
    return c.json({ data: seller }, 201);
  });
}
