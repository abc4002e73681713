import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  sellerBankBodySchema,
  sellerContactBodySchema,
  sellerIdentityBodySchema,
} from '../../schemas/requests/seller-account';
import { requireViewer } from '../auth/viewer';
import type { FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import {
  readSellerAccount,
  readTradeInAccount,
  saveSellerBank,
  saveSellerContact,
  saveSellerIdentity,
  serverToday,
} from './seller-accounts';

const uuidParams = z.object({ uuid: z.string().min(1).max(100) });

/**
 * The signed-in caller, who must be the user the path names. Anyone else's seller account is 404, as if it did not
 * exist: whether another user set up payouts is not told (server/README.md 'Security model').
 */
function owner(c: Context): number {
  const viewer = requireViewer(c);
  const { uuid } = parseInput(uuidParams, c.req.param());
  if (uuid !== viewer.uuid) throw ApiError.notFound('Seller account not found');
  return viewer.userId;
}

/**
 * The seller account (issue 33, spec §1, §7.3): who is paid, how to reach them and where the money goes, for the
 * signed-in seller only. GET answers it (null before set-up; of the bank, the last 4 digits only); PUT sets the
 * identity and address (201 when it creates the account); PUT …/contact and PUT …/bank change those (409 before the
 * account exists). Every write answers the account as it is afterwards, and a refused one writes nothing.
 * GET …/trade_in_account says whether the seller is a trade-in (organisation) account.
 */
export function sellerAccountRoutes(db: Db, cipher: FieldCipher): Hono {
  return new Hono()
    .get('/v1/users/:uuid/seller_account', async (c) => c.json({ data: await readSellerAccount(db, owner(c)) }))
    .put('/v1/users/:uuid/seller_account', async (c) => {
      const userId = owner(c);
      const body = await readJsonBody(c);
      const identity = parseInput(sellerIdentityBodySchema(await serverToday(db)), body);
      const { account, created } = await saveSellerIdentity(db, userId, identity);
      return c.json({ data: account }, created ? 201 : 200);
    })
    .put('/v1/users/:uuid/seller_account/contact', async (c) => {
      const userId = owner(c);
      const contact = parseInput(sellerContactBodySchema, await readJsonBody(c));
      return c.json({ data: await saveSellerContact(db, userId, contact) });
    })
    .put('/v1/users/:uuid/seller_account/bank', async (c) => {
      const userId = owner(c);
      const bank = parseInput(sellerBankBodySchema, await readJsonBody(c));
      return c.json({ data: await saveSellerBank(db, cipher, userId, bank) });
    })
    .get('/v1/users/:uuid/seller_account/trade_in_account', async (c) =>
      c.json({ data: await readTradeInAccount(db, owner(c)) }),
    );
}
