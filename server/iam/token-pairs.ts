import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenSigner } from '../auth/access-token';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/** Refresh tokens live as long as the session cookies: 30 days. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;

/**
 * How long a rotated refresh token still rotates for the client that used it: two tabs, or the
 * server render and the page's own calls, may both refresh when the access token lapses, and the
 * slower one must not count as a thief and end the session.
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
export async function issueTokenPair(db: Db, signer: AccessTokenSigner, userId: number, clientId: string): Promise<TokenPair> {
  const access_token = signer.sign(await claimsOf(db, userId), ACCESS_TOKEN_TTL_SECONDS);
  return { access_token, refresh_token: await storeRefreshToken(db, userId, randomUUID(), clientId) };
}

/**
 * Exchanges a refresh token for a new pair, once: the old token is marked used and a new one joins
 * its family. A token used before (or revoked, or expired) is refused, and reuse of a rotated one
 * revokes its whole family — a stolen token then dies with the session it was stolen from — except
 * a reuse by the same client within {@link REFRESH_REUSE_GRACE_SECONDS}, which is a race, not a theft.
 */
export async function rotateRefreshToken(db: Db, signer: AccessTokenSigner, token: string, clientId: string): Promise<TokenPair> {
  const tokenHash = hashSecretToken(token);
  const outcome = await db.transaction(async (tx) => {
    const [used] = await tx.query<{ user_id: number; family_id: string }>(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       RETURNING user_id, family_id::text AS family_id`,
      [tokenHash],
    );
    const [racing] = used
      ? []
      : await tx.query<{ user_id: number; family_id: string }>(
          `SELECT user_id, family_id::text AS family_id FROM refresh_tokens
           WHERE token_hash = $1 AND client_id = $2 AND revoked_at IS NULL AND expires_at > now()
             AND used_at > now() - make_interval(secs => $3)`,
          [tokenHash, clientId, REFRESH_REUSE_GRACE_SECONDS],
        );
    const session = used ?? racing;
    if (!session) return null;
    return { userId: session.user_id, refresh_token: await storeRefreshToken(tx, session.user_id, session.family_id, clientId) };
  });
  if (!outcome) {
    await db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL)`,
      [tokenHash],
    );
    throw invalidGrant();
  }
  return { access_token: signer.sign(await claimsOf(db, outcome.userId), ACCESS_TOKEN_TTL_SECONDS), refresh_token: outcome.refresh_token };
}

function invalidGrant(): ApiError {
  return new ApiError(400, [{ message: 'The refresh token is invalid or expired', code: 'invalid_grant', field: 'token' }]);
}

/** Signs a session out for good: the refresh token's whole family is revoked (unknown tokens are ignored). */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashSecretToken(token)],
  );
}
