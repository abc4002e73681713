import { describe, expect, it } from 'vitest';
import { tokenSecretFromEnvironment } from '../auth/access-token';
import { DEV_PHONE_CODE, phoneVerificationFromEnvironment } from '../iam/sms-sender';
import { allowsDevStandIns, allowsSandboxMoney, serverMode } from './environment';

describe('KS_ENV', () => {
  it('is production unless a known mode is named: a forgotten variable never turns the stand-ins on', () => {
    expect(serverMode({})).toBe('production');
    expect(serverMode({ KS_ENV: '' })).toBe('production');
    expect(serverMode({ KS_ENV: 'dev' })).toBe('production');
    expect(serverMode({ KS_ENV: ' Development ' })).toBe('development');
    expect(serverMode({ KS_ENV: 'test' })).toBe('test');
    expect(serverMode({ KS_ENV: 'staging' })).toBe('staging');
  });

  it('allows the development stand-ins in development and test only, sandbox money everywhere but production', () => {
    expect([{}, { KS_ENV: 'production' }, { KS_ENV: 'staging' }].map((env) => allowsDevStandIns(env))).toEqual([
      false,
      false,
      false,
    ]);
    expect([{ KS_ENV: 'development' }, { KS_ENV: 'test' }].map((env) => allowsDevStandIns(env))).toEqual([true, true]);
    expect(
      [{}, { KS_ENV: 'production' }, { KS_ENV: 'staging' }, { KS_ENV: 'development' }].map((env) =>
        allowsSandboxMoney(env),
      ),
    ).toEqual([false, false, true, true]);
  });

  it('refuses to start without KS_TOKEN_SECRET when KS_ENV is missing, and gives the fixed SMS code only by name', async () => {
    expect(() => tokenSecretFromEnvironment({})).toThrow(/KS_TOKEN_SECRET must be set/);
    expect(() => tokenSecretFromEnvironment({ KS_ENV: 'staging' })).toThrow(/KS_TOKEN_SECRET must be set/);
    expect(tokenSecretFromEnvironment({ KS_ENV: 'production', KS_TOKEN_SECRET: 'a-real-secret-of-length' })).toBe(
      'a-real-secret-of-length',
    );
    expect(tokenSecretFromEnvironment({ KS_ENV: 'development' })).toMatch(/development/);
    await expect(phoneVerificationFromEnvironment({}).sms.send('+15550001234', 'hello')).rejects.toThrow(
      /No SMS provider/,
    );
    expect(phoneVerificationFromEnvironment({ KS_ENV: 'test' }).newCode()).toBe(DEV_PHONE_CODE);
  });
});
