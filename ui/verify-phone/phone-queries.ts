import type { ApiClient } from '../../engine';
import { accountSchema, type Account } from '../../schemas/entities/account';
import {
  phoneCodeSentSchema,
  type PhoneCodeSent,
  type SendPhoneCodeBody,
  type VerifyPhoneBody,
} from '../../schemas/requests/account-phone';

/** POST /v1/account/phone: texts a 6-digit code to the number. */
export const sendPhoneCode = (api: ApiClient, body: SendPhoneCodeBody): Promise<PhoneCodeSent> =>
  api.post('/v1/account/phone', body, { schema: phoneCodeSentSchema });

/** POST /v1/account/phone/verify: the code; answers the account, now phone_verified. */
export const verifyPhoneCode = (api: ApiClient, body: VerifyPhoneBody): Promise<Account> =>
  api.post('/v1/account/phone/verify', body, { schema: accountSchema });
