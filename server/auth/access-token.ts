import { createHmac, timingSafeEqual } from 'node:crypto';
import { allowsDevStandIns, serverMode } from '../config/environment';

/** The claims of a Kitswap access token (spec §3 'Auth tokens', §7.2). `uuid` present = signed in. */
export interface AccessClaims {
  /** The user id, as a string. */
  sub: string;
  uuid: string;
  /** Expiry in epoch seconds. */
  exp: number;
  /** Present for organisation users. */
  org_id?: number;
}

/** Signs and verifies HS256 JWT access tokens with one secret. */
export interface AccessTokenSigner {
  sign(claims: Omit<AccessClaims, 'exp'>, ttlSeconds: number, nowMs?: number): string;
  /** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
  verify(token: string, nowMs?: number): AccessClaims | null;
}

/** Access tokens live 15 minutes; the refresh token (stored server side) renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const HEADER = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  if (secret.length < 16) throw new Error('The access-token secret must be at least 16 characters');
  const signature = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    sign(claims, ttlSeconds, nowMs = Date.now()) {
      const payload = base64Url(JSON.stringify({ ...claims, exp: Math.floor(nowMs / 1000) + ttlSeconds }));
      return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`).toString('base64url')}`;
    },
    verify(token, nowMs = Date.now()) {
      const [header, payload, signed, ...rest] = token.split('.');
      if (!header || !payload || !signed || rest.length > 0 || header !== HEADER) return null;
      const expected = signature(`${header}.${payload}`);
      const given = Buffer.from(signed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = parseClaims(payload);
      if (!claims || claims.exp * 1000 <= nowMs) return null;
      return claims;
    },
  };
}

function parseClaims(payload: string): AccessClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { sub, uuid, exp, org_id } = value as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^\d+$/.test(sub) || typeof uuid !== 'string' || typeof exp !== 'number') return null;
  return { sub, uuid, exp, ...(typeof org_id === 'number' ? { org_id } : {}) };
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The fixed secret of development and test, so tokens survive restarts of `npm start`. */
export const DEVELOPMENT_TOKEN_SECRET = 'kitswap-development-token-secret';

/**
 * The secret from KS_TOKEN_SECRET; with KS_ENV development or test the fixed development secret.
 * Any other server (production, staging, or KS_ENV unset) refuses to start without one.
 */
export function tokenSecretFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  if (env.KS_TOKEN_SECRET) return env.KS_TOKEN_SECRET;
  if (!allowsDevStandIns(env))
    throw new Error(
      `KS_TOKEN_SECRET must be set when KS_ENV is ${serverMode(env)} (only development and test have a fixed secret)`,
    );
  return DEVELOPMENT_TOKEN_SECRET;
}
