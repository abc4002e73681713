import { describe, expect, it } from 'vitest';
import { socialGrant } from './social-providers';

describe('socialGrant (spec §5, §7.2)', () => {
  it('uses each provider’s grant type', () => {
    expect(socialGrant('facebook', { token: 't' }, 'https://ks.test')).toEqual({
      grant_type: 'facebook_token',
      token: 't',
    });
    expect(socialGrant('google', { token: 't' }, 'https://ks.test')).toEqual({
      grant_type: 'GOOGLE_TOKEN',
      token: 't',
    });
    expect(socialGrant('apple', { token: 't', authorizationCode: 'c' }, 'https://ks.test')).toEqual({
      grant_type: 'APPLE_TOKEN',
      token: 't',
      authorization_code: 'c',
      redirect_url: 'https://ks.test/register/apple',
    });
  });

  it('needs an authorization code for Apple', () => {
    expect(() => socialGrant('apple', { token: 't' }, 'https://ks.test')).toThrow(
      new Error('No authorization code provided'),
    );
  });

  it('refuses any other provider with a TypeError', () => {
    expect(() => socialGrant('twitter', { token: 't' }, 'https://ks.test')).toThrow(TypeError);
    expect(() => socialGrant('toString', { token: 't' }, 'https://ks.test')).toThrow(TypeError);
  });
});
