import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailSenderFromEnvironment } from './email-sender';

afterEach(() => vi.restoreAllMocks());

describe('emailSenderFromEnvironment', () => {
  it('has no provider in production (or with KS_ENV unset): nothing is sent, the outbox waits', async () => {
    for (const env of [{}, { KS_ENV: 'production' }, { KS_ENV: 'staging' }]) {
      const sender = emailSenderFromEnvironment(env);
      expect(sender.available).toBe(false);
      await expect(sender.send({ to: 'a@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
        'No mail provider is configured',
      );
    }
  });

  it('logs the e-mail outside production: with its text in development, one line in tests', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const message = { to: 'a@example.com', subject: 'Confirm your new e-mail', text: 'Open /settings/account?x=1' };
    await emailSenderFromEnvironment({ KS_ENV: 'development' }).send(message);
    await emailSenderFromEnvironment({ KS_ENV: 'test' }).send(message);
    expect(info.mock.calls).toEqual([
      ['[mail] to a@example.com: Confirm your new e-mail\nOpen /settings/account?x=1'],
      ['[mail] to a@example.com: Confirm your new e-mail'],
    ]);
  });
});
