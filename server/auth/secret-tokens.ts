import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A random opaque token (refresh and challenge tokens): 32 bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How an opaque token is stored: its sha256, so a leaked table holds no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Encrypts `text` (AES-256-GCM) with a key derived from a secret token, so only a holder of that
 * token can read it back: the database holds the token's sha256, from which the key cannot be made.
 */
export function sealWithToken(token: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The text sealed with the token, or null when it was sealed with another token or altered. */
export function openWithToken(token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const keyOf = (token: string) => createHash('sha256').update(`sealed-by-token:${token}`).digest();
