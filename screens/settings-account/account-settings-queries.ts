import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient, TokenPair } from '../../engine';
import { uploadedImageSchema } from '../../schemas/entities/listing';
import {
  accountSettingsSchema,
  type AccountSettings,
  type DeleteAccountBody,
  type EmailChangeBody,
} from '../../schemas/requests/account-settings';

/** GET /v1/account/settings: what My Settings shows, keyed by user. */
export const accountSettingsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['account-settings', userId],
    queryFn: () => api.get('/v1/account/settings', { schema: accountSettingsSchema }),
  });

const settings = { schema: accountSettingsSchema };

/** A new avatar: the photo goes through the image pipeline (POST /v1/images), then becomes the avatar. */
export async function uploadAvatar(api: ApiClient, file: File): Promise<AccountSettings> {
  const form = new FormData();
  form.set('image', file);
  const image = await api.post('/v1/images', form, { schema: uploadedImageSchema });
  return api.put('/v1/account/avatar', { image_id: image.id }, settings);
}

export const removeAvatar = (api: ApiClient) => api.delete('/v1/account/avatar', settings);

export const changeUsername = (api: ApiClient, username: string) =>
  api.put('/v1/account/username', { username }, settings);

export const requestEmailChange = (api: ApiClient, body: EmailChangeBody) =>
  api.put('/v1/account/email', body, settings);

/** Mails a link to the sign-in address itself; opening it (`verifyEmailChange`) marks the address verified. */
export const requestEmailVerification = (api: ApiClient) => api.post('/v1/account/email/verification', {}, settings);

export const verifyEmailChange = (api: ApiClient, token: string) =>
  api.post('/v1/account/email/verify', { token }, settings);

export const setShipDays = (api: ApiClient, shipDays: number) =>
  api.put('/v1/account/ship_days', { ship_days: shipDays }, settings);

export const deleteAccount = (api: ApiClient, body: DeleteAccountBody) =>
  api.delete('/v1/account', { body, schema: z.object({ deleted: z.literal(true) }) });

const passwordAnswer = z.object({
  meta: z.object({ authorization: z.object({ access_token: z.string(), refresh_token: z.string() }) }),
});

/**
 * The identity service's password change (spec §7.2, POST /iam/v1/auth/user/password) with the current password:
 * every session ends, this one gets the answer's new tokens.
 */
export async function changePassword(
  api: ApiClient,
  body: { current_password: string; new_password: string; client_id: string },
): Promise<TokenPair> {
  const answer = await api.post('/iam/v1/auth/user/password', body, {
    service: 'iam',
    full: true,
    schema: passwordAnswer,
  });
  return answer.meta.authorization;
}

/** After a change: the page's settings, and the header's avatar and name (user configuration, account) refetch. */
export function settingsChanged(queryClient: QueryClient, api: ApiClient, userId: number, next: AccountSettings) {
  queryClient.setQueryData(accountSettingsQuery(api, userId).queryKey, next);
  void queryClient.invalidateQueries({ queryKey: ['chrome', 'user-configuration'] });
  void queryClient.invalidateQueries({ queryKey: ['account'] });
}
