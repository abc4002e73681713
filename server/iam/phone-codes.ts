import { hashSecretToken } from '../auth/secret-tokens';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { clearAttempts, countAttempt } from '../limits/attempt-counters';
import type { PhoneVerificationDeps } from './sms-sender';

/**
 * A code is good for 10 minutes; a new one may be sent every 30 seconds. A user gets 5 answers per
 * 15-minute window, whatever codes were sent: a resend buys no fresh tries.
 */
export const PHONE_CODE_TTL_SECONDS = 600;
export const MAX_PHONE_CODE_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 30;

/** The stored form of a code: bound to the user and number, so a code for one is no use for another. */
const codeHash = (userId: number, phone: string, code: string) => hashSecretToken(`phone:${userId}:${phone}:${code}`);

/** '+15551234567' → '•••• 4567', what the answer and the modal show. */
export const maskPhone = (phone: string) => `•••• ${phone.slice(-4)}`;

/**
 * POST /v1/account/phone: texts a new code to `phone` (E.164), replacing any open one. 429 within 30
 * seconds of the last code; 503 when the text cannot be sent (no code is then stored).
 */
export async function sendPhoneCode(
  db: Db,
  deps: PhoneVerificationDeps,
  userId: number,
  phone: string,
): Promise<{ phone: string; expires_in: number }> {
  return db.transaction(async (tx) => {
    const [recent] = await tx.query(
      'SELECT 1 FROM phone_verification_codes WHERE user_id = $1 AND sent_at > now() - make_interval(secs => $2) FOR UPDATE',
      [userId, PHONE_CODE_RESEND_SECONDS],
    );
    if (recent)
      throw new ApiError(429, [
        { message: 'A code was just sent. Wait a moment before asking for another.', code: 'rate_limited' },
      ]);
    const code = deps.newCode();
    await tx.query(
      `INSERT INTO phone_verification_codes (user_id, phone, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, code_hash = EXCLUDED.code_hash, sent_at = now(), expires_at = EXCLUDED.expires_at`,
      [userId, phone, codeHash(userId, phone, code), PHONE_CODE_TTL_SECONDS],
    );
    try {
      await deps.sms.send(phone, `Your Kitswap verification code is ${code}. It expires in 10 minutes.`);
    } catch (error) {
      console.error('[sms] sending failed', error);
      throw new ApiError(503, [
        { message: 'We could not send a text message right now. Try again later.', code: 'sms_unavailable' },
      ]);
    }
    return { phone: maskPhone(phone), expires_in: PHONE_CODE_TTL_SECONDS };
  });
}

const phoneKey = (userId: number) => `phone:${userId}`;
const expired = () =>
  new ApiError(400, [{ message: 'This code has expired. Send a new one.', code: 'code_expired', field: 'code' }]);
const tooMany = () =>
  new ApiError(429, [
    { message: 'Too many wrong codes. Try again in 15 minutes.', code: 'rate_limited', field: 'code' },
  ]);

/**
 * POST /v1/account/phone/verify: a right code verifies the number it was sent to (and spends the
 * code). Every answer is counted before it is compared, in one atomic step, so parallel guesses get
 * at most 5 judged: a wrong one is a 422, one past the user's 5 a 429; no code or an expired one is
 * 400 `code_expired`.
 */
export async function verifyPhoneCode(db: Db, userId: number, code: string): Promise<void> {
  const [open] = await db.query<{ phone: string; code_hash: string }>(
    'SELECT phone, code_hash FROM phone_verification_codes WHERE user_id = $1 AND expires_at > now()',
    [userId],
  );
  if (!open) throw expired();
  await countAttempt(db, [{ key: phoneKey(userId), max: MAX_PHONE_CODE_ATTEMPTS }], tooMany);
  if (codeHash(userId, open.phone, code) !== open.code_hash) {
    throw new ApiError(422, [{ message: 'That code is not right', code: 'invalid_code', field: 'code' }]);
  }
  await db.transaction(async (tx) => {
    const spent = await tx.query(
      'DELETE FROM phone_verification_codes WHERE user_id = $1 AND code_hash = $2 RETURNING user_id',
      [userId, open.code_hash],
    );
    if (spent.length === 0) throw expired();
    await tx.query(
      `INSERT INTO user_phones (user_id, phone) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, verified_at = now()`,
      [userId, open.phone],
    );
    await clearAttempts(tx, [phoneKey(userId)]);
  });
}
