import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  challengeRequestSchema,
  logoutRequestSchema,
  tokenRequestSchema,
  type passwordGrantSchema,
  type socialGrantSchema,
} from '../../schemas/requests/iam';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/caller-address';
import { parseInput, readJsonBody } from '../http/validate';
import { emailTaken, findLogin, findSocialUser } from './accounts';
import { answerChallenge, CHALLENGE_PATH, CHALLENGE_TTL_SECONDS, openChallenge } from './challenges';
import { assertHuman, type IamDeps } from './iam-deps';
import { countSignInAttempt, signInKeys, signInSucceeded } from './login-limits';
import { decoyHash, verifyPassword } from './passwords';
import { SOCIAL_GRANT_TYPES } from './social-verifier';
import { issueTokenPair, revokeRefreshToken, rotateRefreshToken } from './token-pairs';
import { verifySocial } from './verify-social';

/** The same answer for an unknown account and a wrong password, so neither can be told apart. */
const invalidCredentials = () =>
  new ApiError(422, [
    { message: 'Incorrect username, email or password', code: 'invalid_credentials', field: 'password' },
  ]);

/**
 * POST /iam/v1/auth/token (password, refresh and social grants) and /token/challenge (the PIN),
 * spec §7.2 and §4.5. Tokens are `{data: {access_token, refresh_token}}`; a PIN-protected account
 * gets `{data: {challenge_token}, meta: {challenge: {type: 'pin', expires_in}}}` instead.
 */
export function tokenRoutes(deps: IamDeps): Hono {
  const { db, signer } = deps;

  async function passwordGrant(c: Context, body: z.infer<typeof passwordGrantSchema>) {
    await assertHuman(deps, c, 'login');
    const login = await findLogin(db, body.username_or_email);
    const keys = signInKeys(login ? { userId: login.user_id } : { name: body.username_or_email }, clientAddress(c));
    await countSignInAttempt(db, keys);
    const matches = await verifyPassword(body.password, login?.password_hash ?? (await decoyHash()));
    if (!login || !login.password_hash || !matches) throw invalidCredentials();
    await signInSucceeded(db, keys);
    if (login.pin_hash) {
      const challenge_token = await openChallenge(db, login.user_id, body.client_id);
      return c.json({
        data: { challenge_token },
        meta: { challenge: { type: 'pin', expires_in: CHALLENGE_TTL_SECONDS } },
      });
    }
    return c.json({ data: await issueTokenPair(db, signer, login.user_id, body.client_id) });
  }

  async function socialGrant(c: Context, body: z.infer<typeof socialGrantSchema>) {
    await assertHuman(deps, c, 'social_auth');
    const provider = SOCIAL_GRANT_TYPES[body.grant_type];
    const identity = await verifySocial(deps, provider, body.token, body.authorization_code, body.redirect_url);
    const userId = await findSocialUser(db, provider, identity.providerUserId);
    if (userId !== null) return c.json({ data: await issueTokenPair(db, signer, userId, body.client_id) });
    const meta = { email: identity.email, provider };
    if (identity.email && (await emailTaken(db, identity.email))) {
      throw new ApiError(
        422,
        [
          {
            message: 'An account with this email already exists. Log in to link it.',
            code: 'LINK_ACCOUNT_EMAIL_MATCHED_USER',
          },
        ],
        meta,
      );
    }
    throw new ApiError(
      422,
      [{ message: 'No account is linked to this social login yet', code: 'LINK_ACCOUNT_NO_LINKED_USER' }],
      meta,
    );
  }

  return new Hono()
    .post('/iam/v1/auth/token', async (c) => {
      const body = parseInput(tokenRequestSchema, await readJsonBody(c));
      switch (body.grant_type) {
        case 'client_credentials':
          return passwordGrant(c, body);
        case 'refresh_token':
          return c.json({ data: await rotateRefreshToken(db, signer, body.token, body.client_id) });
        default:
          return socialGrant(c, body);
      }
    })
    .post('/iam/v1/auth/logout', async (c) => {
      const { refresh_token } = parseInput(logoutRequestSchema, await readJsonBody(c));
      await revokeRefreshToken(db, refresh_token);
      return c.json({ data: { logged_out: true } });
    })
    .post(CHALLENGE_PATH, async (c) => {
      const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const body = parseInput(challengeRequestSchema, await readJsonBody(c));
      if (!token) throw new ApiError(400, [{ message: 'The challenge token is missing', code: 'challenge_expired' }]);
      const userId = await answerChallenge(db, token, body.pin);
      return c.json({ data: await issueTokenPair(db, signer, userId, body.client_id) });
    });
}
