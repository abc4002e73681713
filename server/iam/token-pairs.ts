import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenSigner } from '../auth/access-token';
import { hashSecretToken, newSecretToken, openWithToken, sealWithToken } from '../auth/secret-tokens';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** Refresh tokens live as long as the session cookies: 30 days. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;

/**
 * How long a rotated refresh token still answers the client that used it: two tabs, or the server
 * render and the page's own calls, may both refresh when the access token lapses, and the slower
 * one must neither count as a thief nor start a second chain; it gets the pair the first one got.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** The uuid and organisation of a user, as the access token carries them. */
async function claimsOf(db: Db, userId: number) {
  const [row] = await db.query<{ uuid: string; org_id: number | null }>(
    'SELECT u.uuid::text AS uuid, l.org_id FROM users u LEFT JOIN user_logins l ON l.user_id = u.id WHERE u.id = $1',
    [userId],
  );
  if (!row) throw invalidGrant();
  return { sub: String(userId), uuid: row.uuid, ...(row.org_id !== null ? { org_id: row.org_id } : {}) };
}

async function storeRefreshToken(db: Db, userId: number, familyId: string, clientId: string): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, user_id, family_id, client_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashSecretToken(token), userId, familyId, clientId, REFRESH_TOKEN_TTL_SECONDS],
  );
  return token;
}

/** A new session: a signed access token and the first refresh token of a new family. */
export async function issueTokenPair(
  db: Db,
  signer: AccessTokenSigner,
  userId: number,
  clientId: string,
): Promise<TokenPair> {
  const access_token = signer.sign(await claimsOf(db, userId), ACCESS_TOKEN_TTL_SECONDS);
  return { access_token, refresh_token: await storeRefreshToken(db, userId, randomUUID(), clientId) };
}

/**
 * Exchanges a refresh token for a new pair, once: the old token is marked used, a new one joins its
 * family, and the pair answered is kept on the old row sealed with the old token (only its holder
 * can open it). A reuse by the same client within {@link REFRESH_REUSE_GRACE_SECONDS} is a race, not
 * a theft: it gets that same pair back, so one session stays one chain. Any other reuse of a rotated
 * token (or a revoked or expired one) is refused and revokes the whole family — a stolen token then
 * dies with the session it was stolen from.
 */
export async function rotateRefreshToken(
  db: Db,
  signer: AccessTokenSigner,
  token: string,
  clientId: string,
): Promise<TokenPair> {
  const tokenHash = hashSecretToken(token);
  const pair = await db.transaction(async (tx): Promise<TokenPair | null> => {
    const [used] = await tx.query<{ user_id: number; family_id: string }>(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       RETURNING user_id, family_id::text AS family_id`,
      [tokenHash],
    );
    if (used) {
      const next = {
        access_token: signer.sign(await claimsOf(tx, used.user_id), ACCESS_TOKEN_TTL_SECONDS),
        refresh_token: await storeRefreshToken(tx, used.user_id, used.family_id, clientId),
      };
      await tx.query('UPDATE refresh_tokens SET successor_pair = $2 WHERE token_hash = $1', [
        tokenHash,
        sealWithToken(token, JSON.stringify(next)),
      ]);
      return next;
    }
    const [racing] = await tx.query<{ successor_pair: string }>(
      `SELECT successor_pair FROM refresh_tokens
       WHERE token_hash = $1 AND client_id = $2 AND revoked_at IS NULL AND expires_at > now() AND successor_pair IS NOT NULL
         AND used_at > now() - make_interval(secs => $3)`,
      [tokenHash, clientId, REFRESH_REUSE_GRACE_SECONDS],
    );
    const opened = racing && openWithToken(token, racing.successor_pair);
    return opened ? (JSON.parse(opened) as TokenPair) : null;
  });
  if (!pair) {
    await db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL)`,
      [tokenHash],
    );
    throw invalidGrant();
  }
  return pair;
}

function invalidGrant(): ApiError {
  return new ApiError(400, [
    { message: 'The refresh token is invalid or expired', code: 'invalid_grant', field: 'token' },
  ]);
}

/** Signs a session out for good: the refresh token's whole family is revoked (unknown tokens are ignored). */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashSecretToken(token)],
  );
}

/** Ends every session of a user: all refresh-token families are revoked (a password change). */
export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
