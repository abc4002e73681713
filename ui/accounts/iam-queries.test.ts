import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../engine/testing';
import { linkSocialAccount, unlinkSocialAccount } from './iam-queries';

describe('linking social accounts (spec §4.5, §8)', () => {
  it('links any of the three providers with its code', async () => {
    const { api, calls } = fakeApi({ 'POST /iam/v1/auth/user/:uuid/link': () => json({ data: {} }, 201) });
    await linkSocialAccount(api, 'u-1', 'APPLE', 'apple-token', 'code');
    expect(calls).toEqual([
      expect.objectContaining({
        call: 'POST /iam/v1/auth/user/u-1/link',
        body: { account_type: 'APPLE', access_token: 'apple-token', authorization_code: 'code' },
      }),
    ]);
  });

  it('unlinks only Google from the web, and logs and re-throws failures', async () => {
    const notLinked = () => json({ errors: [{ message: 'Linked account not found', code: 'not_found' }] }, 404);
    const { api } = fakeApi({
      'POST /iam/v1/auth/user/:uuid/link': notLinked,
      'DELETE /iam/v1/auth/user/:uuid/link': notLinked,
    });
    await expect(unlinkSocialAccount(api, 'u-1', 'x', 'FACEBOOK')).rejects.toThrow(
      'Only Google can be unlinked on the web',
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(unlinkSocialAccount(api, 'u-1', 'g-1', 'GOOGLE')).rejects.toThrow('Linked account not found');
    await expect(linkSocialAccount(api, 'u-1', 'GOOGLE', 't')).rejects.toThrow('Linked account not found');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
