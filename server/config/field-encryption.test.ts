import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, fieldCipherFromEnvironment } from './field-encryption';

describe('field encryption', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('opens what it sealed, and never seals the same number to the same text twice', () => {
    const first = cipher.seal('021000021', 'seller_account:7:routing_number');
    const second = cipher.seal('021000021', 'seller_account:7:routing_number');
    expect(first).not.toBe(second);
    expect(first).not.toContain('021000021');
    expect(cipher.open(first, 'seller_account:7:routing_number')).toBe('021000021');
  });

  it('refuses a value moved to another context, altered, or sealed under another key', () => {
    const sealed = cipher.seal('123-45-6789', 'w9:7:tin');
    expect(() => cipher.open(sealed, 'w9:8:tin')).toThrow();
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() => cipher.open([version, nonce, tag, flipped.toString('base64url')].join('.'), 'w9:7:tin')).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).open(sealed, 'w9:7:tin')).toThrow();
    expect(() => cipher.open('123-45-6789', 'w9:7:tin')).toThrow(/not a sealed field value/);
  });

  it('production and staging refuse to start without KS_FIELD_KEY or with a key of the wrong length', () => {
    for (const env of [{}, { KS_ENV: 'production' }, { KS_ENV: 'staging' }])
      expect(() => fieldCipherFromEnvironment(env)).toThrow(/KS_FIELD_KEY must be set/);
    expect(() => fieldCipherFromEnvironment({ KS_ENV: 'production', KS_FIELD_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    const key = randomBytes(32).toString('base64');
    const production = fieldCipherFromEnvironment({ KS_ENV: 'production', KS_FIELD_KEY: key });
    expect(production.open(createFieldCipher(Buffer.from(key, 'base64')).seal('x', 'c'), 'c')).toBe('x');
  });

  it('uses one fixed key in development and test, so a seeded database still opens after a restart', () => {
    const sealed = fieldCipherFromEnvironment({ KS_ENV: 'development' }).seal('4321', 'c');
    expect(fieldCipherFromEnvironment({ KS_ENV: 'test' }).open(sealed, 'c')).toBe('4321');
  });
});
