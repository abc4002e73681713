import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AntiBotAction } from '../../schemas/requests/iam';
import { hashSecretToken } from '../auth/secret-tokens';
import type { Db } from '../db/db';

export { ANTI_BOT_HEADER, type AntiBotAction } from '../../schemas/requests/iam';

/** Tokens are good for 2 minutes. */
export const ANTI_BOT_TTL_SECONDS = 120;

/**
 * The anti-bot service behind one interface: this server's signed tokens stand in for a
 * third-party service (a reCAPTCHA-like provider implements the same two calls).
 */
export interface AntiBotService {
  issue(action: AntiBotAction, nowMs?: number): string;
  /**
   * The token in its one canonical form (as issued) when it is good for `action` now, else null. Its single use is
   * recorded on that form, so another spelling of the same signature (base64 for base64url, padding, unused trailing
   * bits) is the same token.
   */
  verify(token: string | undefined, action: AntiBotAction, nowMs?: number): string | null;
}

/** Short-lived tokens 'action.exp.nonce.signature', HMAC-SHA256 signed with the server's secret. */
export function createSignedAntiBot(secret: string): AntiBotService {
  const sign = (payload: string) => createHmac('sha256', `anti-bot:${secret}`).update(payload).digest();
  return {
    issue(action, nowMs = Date.now()) {
      const payload = `${action}.${Math.floor(nowMs / 1000) + ANTI_BOT_TTL_SECONDS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    verify(token, action, nowMs = Date.now()) {
      const parts = token?.split('.') ?? [];
      if (parts.length !== 4) return null;
      const [tokenAction, exp, , signature] = parts as [string, string, string, string];
      const payload = parts.slice(0, 3).join('.');
      const expected = sign(payload);
      // The decoded bytes are compared: Node's decoder takes base64 and base64url alike, padding and stray characters.
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (tokenAction !== action || !(Number(exp) * 1000 > nowMs)) return null;
      return `${payload}.${expected.toString('base64url')}`;
    },
  };
}

/**
 * Marks a verified token (its canonical form, from `verify`) spent: true the first time, false ever after, on any
 * process sharing the database. A spent token is kept for a token's lifetime from its use (by then it has expired).
 */
export async function spendAntiBotToken(db: Db, token: string): Promise<boolean> {
  await db.query(
    `DELETE FROM spent_anti_bot_tokens WHERE token_hash IN (
       SELECT token_hash FROM spent_anti_bot_tokens WHERE expires_at <= now() ORDER BY expires_at LIMIT 50 FOR UPDATE SKIP LOCKED)`,
  );
  const spent = await db.query(
    'INSERT INTO spent_anti_bot_tokens (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2)) ON CONFLICT DO NOTHING RETURNING 1',
    [hashSecretToken(token), ANTI_BOT_TTL_SECONDS],
  );
  return spent.length > 0;
}
