import { Hono } from 'hono';
import { sendPhoneCodeBodySchema, verifyPhoneBodySchema } from '../../schemas/requests/account-phone';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { findAccount } from '../users/social';
import { sendPhoneCode, verifyPhoneCode } from './phone-codes';
import type { PhoneVerificationDeps } from './sms-sender';

/**
 * Phone verification (spec §3 phone_verified, §5): POST /v1/account/phone `{phone}` texts a 6-digit
 * code; POST /v1/account/phone/verify `{code}` checks it and answers the account (phone_verified).
 */
export function accountPhoneRoutes(db: Db, deps: PhoneVerificationDeps): Hono {
  return new Hono()
    .post('/v1/account/phone', async (c) => {
      const viewer = requireViewer(c);
      const { phone } = parseInput(sendPhoneCodeBodySchema, await readJsonBody(c));
      return c.json({ data: await sendPhoneCode(db, deps, viewer.userId, phone) }, 201);
    })
    .post('/v1/account/phone/verify', async (c) => {
      const viewer = requireViewer(c);
      const { code } = parseInput(verifyPhoneBodySchema, await readJsonBody(c));
      await verifyPhoneCode(db, viewer.userId, code);
      const account = await findAccount(db, viewer.userId, viewer.uuid);
      if (!account) throw ApiError.notFound('Account not found');
      return c.json({ data: account });
    });
}
