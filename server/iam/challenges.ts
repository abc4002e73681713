import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { clearAttempts, countAttempt } from '../limits/attempt-counters';
import { verifyPassword } from './passwords';

/** Where the PIN is answered (its bearer token is the challenge token). */
export const CHALLENGE_PATH = '/iam/v1/auth/token/challenge';

/**
 * A PIN challenge stays open 5 minutes and judges 5 PINs; an account gets 5 wrong PINs per
 * 15-minute window across all its challenges, so a right password buys no fresh tries.
 */
export const CHALLENGE_TTL_SECONDS = 300;
export const MAX_PIN_ATTEMPTS = 5;
export const MAX_PIN_FAILURES_PER_ACCOUNT = 5;

const pinKey = (userId: number) => `pin:${userId}`;

/** Opens a PIN challenge after a correct password; returns its token (stored hashed). */
export async function openChallenge(db: Db, userId: number, clientId: string): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `INSERT INTO login_challenges (token_hash, user_id, client_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashSecretToken(token), userId, clientId, CHALLENGE_TTL_SECONDS],
  );
  return token;
}

const expired = () =>
  new ApiError(400, [{ message: 'This sign-in has expired. Please log in again.', code: 'challenge_expired' }]);
const tooManyPins = () =>
  new ApiError(429, [
    { message: 'Too many wrong PINs. Please wait 15 minutes and log in again.', code: 'rate_limited', field: 'pin' },
  ]);

/**
 * Answers a challenge: the user id when the PIN is right (the challenge is then spent and the
 * account's wrong PINs forgotten). The attempt is counted on the challenge and on the account in
 * one transaction BEFORE the slow comparison, so parallel guesses cannot outrun the count. A wrong
 * PIN is a 422; an unknown, spent, expired or exhausted challenge a 401-free 400 (the client shows
 * it instead of clearing a session); an account out of PIN tries a 429.
 */
export async function answerChallenge(db: Db, token: string, pin: string): Promise<number> {
  const tokenHash = hashSecretToken(token);
  const challenge = await db.transaction(async (tx) => {
    const [counted] = await tx.query<{ user_id: number; pin_hash: string | null }>(
      `UPDATE login_challenges c SET attempts = c.attempts + 1 FROM user_logins l
       WHERE c.token_hash = $1 AND l.user_id = c.user_id AND c.used_at IS NULL AND c.expires_at > now() AND c.attempts < $2
       RETURNING c.user_id, l.pin_hash`,
      [tokenHash, MAX_PIN_ATTEMPTS],
    );
    if (!counted?.pin_hash) throw expired();
    await countAttempt(tx, [{ key: pinKey(counted.user_id), max: MAX_PIN_FAILURES_PER_ACCOUNT }], tooManyPins);
    return { userId: counted.user_id, pinHash: counted.pin_hash };
  });
  if (!(await verifyPassword(pin, challenge.pinHash))) {
    throw new ApiError(422, [{ message: 'That PIN is not right', code: 'invalid_pin', field: 'pin' }]);
  }
  const spent = await db.query(
    'UPDATE login_challenges SET used_at = now(), attempts = attempts - 1 WHERE token_hash = $1 AND used_at IS NULL RETURNING 1',
    [tokenHash],
  );
  if (spent.length === 0) throw expired();
  await clearAttempts(db, [pinKey(challenge.userId)]);
  return challenge.userId;
}
