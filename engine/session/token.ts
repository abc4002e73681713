/** What the client reads from an access token (spec §3 'Auth tokens'). */
export interface AccessTokenClaims {
  /** Present means signed in. */
  uuid?: string;
  /** The user id. */
  sub?: string;
  /** Expiry, in epoch seconds. */
  exp?: number;
  /** Present for organisation users. */
  org_id?: string | number;
}

/**
 * Decodes the payload of a JWT (base64url JSON), in the browser and in Node alike. Returns null
 * when the token is not a three-part JWT or its payload is not a JSON object; a claim of the wrong
 * type is left out. The signature is not checked: the client only reads its own token.
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { uuid, sub, exp, org_id } = payload as Record<string, unknown>;
  const claims: AccessTokenClaims = {};
  if (typeof uuid === 'string' && uuid) claims.uuid = uuid;
  if (typeof sub === 'string' || typeof sub === 'number') claims.sub = String(sub);
  if (typeof exp === 'number' && Number.isFinite(exp)) claims.exp = exp;
  if (typeof org_id === 'string' || typeof org_id === 'number') claims.org_id = org_id;
  return claims;
}

/** base64url → UTF-8 text, with `atob` and `TextDecoder` (both global in browsers and Node 16+). */
function base64UrlDecode(input: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) throw new Error('not base64url');
  const base64 = input.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
