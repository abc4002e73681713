import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AntiBotAction } from '../../schemas/requests/iam';

export { ANTI_BOT_HEADER, type AntiBotAction } from '../../schemas/requests/iam';

/** Tokens are good for 2 minutes. */
export const ANTI_BOT_TTL_SECONDS = 120;

/**
 * The anti-bot service behind one interface: this server's signed tokens stand in for a
 * third-party service (a reCAPTCHA-like provider implements the same two calls).
 */
export interface AntiBotService {
  issue(action: AntiBotAction, nowMs?: number): string;
  verify(token: string | undefined, action: AntiBotAction, nowMs?: number): boolean;
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
      if (parts.length !== 4) return false;
      const [tokenAction, exp, , signature] = parts as [string, string, string, string];
      const expected = sign(parts.slice(0, 3).join('.'));
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return tokenAction === action && Number(exp) * 1000 > nowMs;
    },
  };
}
