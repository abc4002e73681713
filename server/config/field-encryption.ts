import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { allowsDevStandIns, serverMode } from './environment';

/**
 * Encryption at rest for the few fields that must never be readable from a database copy: bank account and
 * routing numbers, tax ids (SSN, EIN). AES-256-GCM with a fresh 96-bit nonce per value; the sealed text is
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can be told apart by its prefix.
 *
 * Every value is sealed for a **context** (e.g. `seller_account:42:account_number`) bound in as additional
 * authenticated data: a sealed value copied into another row or column does not open there.
 */
export interface FieldCipher {
  seal(plaintext: string, context: string): string;
  /** The plaintext; throws when the value was altered, sealed for another context or under another key. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const NONCE_BYTES = 12;
const KEY_BYTES = 32;

/** Development and test only: a fixed key, so a seeded database opens after a restart. Never used in production. */
const DEVELOPMENT_FIELD_KEY = createHash('sha256').update('kitswap-development-field-key').digest();

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== KEY_BYTES) throw new Error(`a field key is ${KEY_BYTES} bytes (got ${key.length})`);
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map(encode).join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined)
        throw new Error('not a sealed field value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

/**
 * The cipher keyed by `KS_FIELD_KEY` (32 bytes, base64: `openssl rand -base64 32`); in development and test
 * without one, the fixed development key. Production and staging refuse to start without a valid key.
 */
export function fieldCipherFromEnvironment(env: NodeJS.ProcessEnv = process.env): FieldCipher {
  const configured = env.KS_FIELD_KEY?.trim();
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== KEY_BYTES)
      throw new Error(`KS_FIELD_KEY must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
    return createFieldCipher(key);
  }
  if (!allowsDevStandIns(env))
    throw new Error(
      `KS_FIELD_KEY must be set when KS_ENV is ${serverMode(env)} (only development and test have a fixed key)`,
    );
  return createFieldCipher(DEVELOPMENT_FIELD_KEY);
}
