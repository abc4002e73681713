import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  linkRequestSchema,
  newPasswordRequestSchema,
  registerRequestSchema,
  unlinkRequestSchema,
  verifyEmailRequestSchema,
} from '../../schemas/requests/iam';
import { requireViewer } from '../auth/viewer';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/caller-address';
import { parseInput, readJsonBody } from '../http/validate';
import { countRequest, rateLimit, UNAUTHENTICATED_WRITE_LIMITS } from '../limits/rate-limit';
import { mayRequestMail } from '../notifications/mail-limits';
import { createAccount, emailTaken, findLoginByUserId, linkSocialAccount } from './accounts';
import { checkCurrentPassword } from './current-password';
import { assertHuman, type IamDeps } from './iam-deps';
import { hashPassword } from './passwords';
import { listSocialLinks, unlinkSocialAccount } from './social-links';
import { SOCIAL_GRANT_TYPES } from './social-verifier';
import { issueTokenPair, revokeAllRefreshTokens } from './token-pairs';
import { verifySocial } from './verify-social';

// Any 8-4-4-4-12 hex uuid: ours are md5-derived, so they carry no RFC version digit.
const uuidParams = z.object({
  uuid: z.string().regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, 'must be a uuid'),
});

/**
 * The identity service's user calls (spec §7.2): register, change password, e-mail checks and
 * verification requests, and linking / unlinking social accounts.
 */
export function userRoutes(deps: IamDeps): Hono {
  const { db, signer } = deps;

  /** The signed-in caller, who must be the {uuid} of the path (403 otherwise). */
  const ownUser = (c: Context) => {
    const viewer = requireViewer(c);
    const { uuid } = parseInput(uuidParams, c.req.param());
    if (uuid !== viewer.uuid)
      throw new ApiError(403, [{ message: 'You can only change your own account', code: 'forbidden' }]);
    return viewer;
  };

  return (
    new Hono()
      .post('/iam/v1/auth/user', async (c) => {
        await assertHuman(deps, c, 'register');
        // Every registration a human token gets through counts against the caller's address (issue 31).
        await countRequest(db, c, UNAUTHENTICATED_WRITE_LIMITS.registration);
        const body = parseInput(registerRequestSchema, await readJsonBody(c));
        const provider = body.social ? SOCIAL_GRANT_TYPES[body.social.grant_type] : undefined;
        const identity =
          body.social && provider
            ? await verifySocial(
                deps,
                provider,
                body.social.token,
                body.social.authorization_code,
                body.social.redirect_url,
              )
            : undefined;
        const { userId, uuid, referral } = await createAccount(db, {
          email: body.email,
          username: body.username,
          passwordHash: body.password === undefined ? null : await hashPassword(body.password),
          referralCode: body.referral_code ?? null,
          method: provider ?? 'password',
          social: provider && identity ? { provider, ...identity } : undefined,
          clientId: body.client_id,
        });
        const authorization = await issueTokenPair(db, signer, userId, body.client_id);
        return c.json(
          { data: { uuid, username: body.username, email: body.email, referral }, meta: { authorization } },
          201,
        );
      })
      .post('/iam/v1/auth/user/password', async (c) => {
        const viewer = requireViewer(c);
        const body = parseInput(newPasswordRequestSchema, await readJsonBody(c));
        await checkCurrentPassword(db, viewer.userId, body.current_password, clientAddress(c));
        const passwordHash = await hashPassword(body.new_password);
        const authorization = await db.transaction(async (tx) => {
          await tx.query('UPDATE user_logins SET password_hash = $2 WHERE user_id = $1', [viewer.userId, passwordHash]);
          await revokeAllRefreshTokens(tx, viewer.userId);
          return issueTokenPair(tx, signer, viewer.userId, body.client_id);
        });
        return c.json({ data: { updated: true }, meta: { authorization } });
      })
      .post('/iam/v1/verify/email', rateLimit(db, UNAUTHENTICATED_WRITE_LIMITS.emailCheck), async (c) => {
        const { email } = parseInput(verifyEmailRequestSchema, await readJsonBody(c));
        return c.json({ data: { email, available: !(await emailTaken(db, email)) } });
      })
      .post('/iam/v1/auth/user/verify', async (c) => {
        const viewer = requireViewer(c);
        const login = await findLoginByUserId(db, viewer.userId);
        if (!login) throw ApiError.notFound('Account not found');
        // Counted like a mail (notifications/mail-limits.ts): past a limit nothing is recorded; the answer is the same.
        const mayAsk =
          !login.email_verified &&
          (await mayRequestMail(db, { userId: viewer.userId, to: login.email, callerAddress: clientAddress(c) }));
        if (mayAsk) {
          await db.query('INSERT INTO email_verification_requests (user_id, email) VALUES ($1, $2)', [
            viewer.userId,
            login.email,
          ]);
        }
        return c.json({
          data: { email: login.email, email_verified: login.email_verified, sent: !login.email_verified },
        });
      })
      // Ours (/settings/integrations): the caller's linked social accounts and whether they have a password.
      .get('/iam/v1/auth/user/:uuid/link', async (c) => c.json({ data: await listSocialLinks(db, ownUser(c).userId) }))
      .post('/iam/v1/auth/user/:uuid/link', async (c) => {
        const viewer = ownUser(c);
        const body = parseInput(linkRequestSchema, await readJsonBody(c));
        const identity = await verifySocial(deps, body.account_type, body.access_token, body.authorization_code);
        const id = await linkSocialAccount(db, viewer.userId, { provider: body.account_type, ...identity });
        return c.json({ data: { id, account_type: body.account_type, account_id: identity.providerUserId } }, 201);
      })
      .delete('/iam/v1/auth/user/:uuid/link', async (c) => {
        const viewer = ownUser(c);
        const body = parseInput(unlinkRequestSchema, await readJsonBody(c));
        if (c.req.header('x-ks-client-type') === 'WEB' && body.account_type !== 'GOOGLE') {
          throw new ApiError(403, [
            { message: 'Only Google can be unlinked on the web', code: 'forbidden', field: 'account_type' },
          ]);
        }
        await unlinkSocialAccount(db, viewer.userId, body.account_type, String(body.account_id));
        return c.json({ data: { unlinked: true } });
      })
  );
}
