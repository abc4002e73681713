import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { verifyPassword } from './passwords';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/** Where the PIN is answered (its bearer token is the challenge token). */
export const CHALLENGE_PATH = '/iam/v1/auth/token/challenge';

/** A PIN challenge stays open 5 minutes and allows 5 wrong PINs. */
export const CHALLENGE_TTL_SECONDS = 300;
export const MAX_PIN_ATTEMPTS = 5;

/** Opens a PIN challenge after a correct password; returns its token (stored hashed). */
export async function openChallenge(db: Db, userId: number, clientId: string): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO login_challenges (token_hash, user_id, client_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashSecretToken(token), userId, clientId, CHALLENGE_TTL_SECONDS],
  );
  return token;
}

/**
 * Answers a challenge: the user id when the PIN is right (the challenge is then spent). A wrong PIN
 * counts an attempt (422); an unknown, spent, expired or exhausted challenge is a 401-free 400, so
 * the client shows it instead of clearing a session.
 */
export async function answerChallenge(db: Db, token: string, pin: string): Promise<number> {
  const tokenHash = hashSecretToken(token);
  const [challenge] = await db.query<{ user_id: number; pin_hash: string | null }>(
    `SELECT c.user_id, l.pin_hash FROM login_challenges c JOIN user_logins l ON l.user_id = c.user_id
     WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now() AND c.attempts < $2`,
    [tokenHash, MAX_PIN_ATTEMPTS],
  );
  if (!challenge?.pin_hash) {
    throw new ApiError(400, [{ message: 'This sign-in has expired. Please log in again.', code: 'challenge_expired' }]);
  }
  if (!(await verifyPassword(pin, challenge.pin_hash))) {
    await db.query('UPDATE login_challenges SET attempts = attempts + 1 WHERE token_hash = $1', [tokenHash]);
    throw new ApiError(422, [{ message: 'That PIN is not right', code: 'invalid_pin', field: 'pin' }]);
  }
  const [spent] = await db.query<{ user_id: number }>(
    'UPDATE login_challenges SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING user_id',
    [tokenHash],
  );
  if (!spent) throw new ApiError(400, [{ message: 'This sign-in has expired. Please log in again.', code: 'challenge_expired' }]);
  return spent.user_id;
}
