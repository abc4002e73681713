import { Hono } from 'hono';
import {
  avatarBodySchema,
  deleteAccountBodySchema,
  emailChangeBodySchema,
  emailVerifyBodySchema,
  shipDaysBodySchema,
  unrestrictBodySchema,
  usernameBodySchema,
} from '../../schemas/requests/account-settings';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/caller-address';
import { parseInput, readJsonBody } from '../http/validate';
import type { PaymentGateway } from '../payments/gateway';
import {
  changeUsername,
  clearAvatar,
  deleteAccount,
  readAccountSettings,
  requestEmailChange,
  requestEmailVerification,
  setAvatar,
  setShipDays,
  unrestrict,
  verifyEmailChange,
} from './account-settings';
import { checkOwnerPassword } from './current-password';

/**
 * My Settings (spec §2.1 /settings/account, issue 19 items 1 and 9), all as the signed-in caller on their own
 * account (no id is taken from the request): GET /v1/account/settings; PUT and DELETE /v1/account/avatar;
 * PUT /v1/account/username, /email (+ POST /email/verify), /ship_days; DELETE /v1/account; and
 * POST /v1/account/unrestrict. Each change answers the settings as they now are. `webOrigin` prefixes the link
 * mailed to a new e-mail address.
 */
export function accountSettingsRoutes(
  db: Db,
  { webOrigin, payments }: { webOrigin: string; payments: PaymentGateway },
): Hono {
  const settingsOf = async (userId: number) => {
    const settings = await readAccountSettings(db, userId);
    if (!settings) throw ApiError.notFound('Account not found');
    return { data: settings };
  };

  return new Hono()
    .get('/v1/account/settings', async (c) => c.json(await settingsOf(requireViewer(c).userId)))
    .put('/v1/account/avatar', async (c) => {
      const { userId } = requireViewer(c);
      const { image_id } = parseInput(avatarBodySchema, await readJsonBody(c));
      await setAvatar(db, userId, image_id);
      return c.json(await settingsOf(userId));
    })
    .delete('/v1/account/avatar', async (c) => {
      const { userId } = requireViewer(c);
      await clearAvatar(db, userId);
      return c.json(await settingsOf(userId));
    })
    .put('/v1/account/username', async (c) => {
      const { userId } = requireViewer(c);
      const { username } = parseInput(usernameBodySchema, await readJsonBody(c));
      await changeUsername(db, userId, username);
      return c.json(await settingsOf(userId));
    })
    .put('/v1/account/email', async (c) => {
      const { userId } = requireViewer(c);
      const body = parseInput(emailChangeBodySchema, await readJsonBody(c));
      await checkOwnerPassword(db, userId, body.current_password, clientAddress(c));
      await requestEmailChange(db, userId, body.email, { siteOrigin: webOrigin, callerAddress: clientAddress(c) });
      return c.json(await settingsOf(userId), 202);
    })
    .post('/v1/account/email/verification', async (c) => {
      const { userId } = requireViewer(c);
      await requestEmailVerification(db, userId, { siteOrigin: webOrigin, callerAddress: clientAddress(c) });
      return c.json(await settingsOf(userId), 202);
    })
    .post('/v1/account/email/verify', async (c) => {
      const { userId } = requireViewer(c);
      const { token } = parseInput(emailVerifyBodySchema, await readJsonBody(c));
      await verifyEmailChange(db, userId, token);
      return c.json(await settingsOf(userId));
    })
    .put('/v1/account/ship_days', async (c) => {
      const { userId } = requireViewer(c);
      const { ship_days } = parseInput(shipDaysBodySchema, await readJsonBody(c));
      await setShipDays(db, userId, ship_days);
      return c.json(await settingsOf(userId));
    })
    .delete('/v1/account', async (c) => {
      const { userId } = requireViewer(c);
      const body = parseInput(deleteAccountBodySchema, await readJsonBody(c));
      const settings = await readAccountSettings(db, userId);
      if (!settings) throw ApiError.notFound('Account not found');
      if (settings.username.toLowerCase() !== body.confirm_username.toLowerCase())
        throw new ApiError(422, [
          { message: 'Type your username exactly to confirm', code: 'mismatch', field: 'confirm_username' },
        ]);
      await checkOwnerPassword(db, userId, body.current_password, clientAddress(c));
      await deleteAccount(db, payments, userId);
      return c.json({ data: { deleted: true } });
    })
    .post('/v1/account/unrestrict', async (c) => {
      const { userId } = requireViewer(c);
      parseInput(unrestrictBodySchema, await readJsonBody(c));
      await unrestrict(db, userId);
      return c.json({ data: { restricted: false } });
    });
}
