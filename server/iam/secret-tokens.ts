import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token (refresh and challenge tokens): 32 bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How an opaque token is stored: its sha256, so a leaked table holds no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
