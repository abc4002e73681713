import { randomBytes } from 'node:crypto';
import { DEVELOPMENT_TOKEN_SECRET } from '../auth/access-token';
import { createFieldCipher } from '../config/field-encryption';

/**
 * The secrets a production app refuses to start without, for a test that runs `createApp` with KS_ENV=production
 * (`createApp({ db, ...PRODUCTION_SECRETS })`): the development token secret, so `requestAs` tokens still verify,
 * and a random field key.
 */
export const PRODUCTION_SECRETS = {
  tokenSecret: DEVELOPMENT_TOKEN_SECRET,
  fieldCipher: createFieldCipher(randomBytes(32)),
};
