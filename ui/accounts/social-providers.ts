import type { SocialGrant } from './iam-queries';

/** The social providers F, A and G (spec §1 placeholders). */
export type SocialProvider = 'facebook' | 'apple' | 'google';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'apple', 'google'];

const GRANT_TYPES = { facebook: 'facebook_token', apple: 'APPLE_TOKEN', google: 'GOOGLE_TOKEN' } as const;

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  apple: 'Apple',
  google: 'Google',
};

/** What a provider's own sign-in hands back. */
export interface ProviderCredential {
  token: string;
  /** Apple: the authorization code. */
  authorizationCode?: string;
}

/**
 * The body of a provider's sign-in (spec §7.2, §5): the grant type of F, A or G, and for Apple the
 * authorization code and redirect URL. Anything else is a TypeError; Apple without a code fails
 * with 'No authorization code provided'.
 */
export function socialGrant(provider: string, credential: ProviderCredential, origin: string): SocialGrant {
  if (!Object.hasOwn(GRANT_TYPES, provider)) throw new TypeError(`Invalid social type: ${provider}`);
  const grant_type = GRANT_TYPES[provider as SocialProvider];
  if (provider !== 'apple') return { grant_type, token: credential.token };
  if (!credential.authorizationCode) throw new Error('No authorization code provided');
  return {
    grant_type,
    token: credential.token,
    authorization_code: credential.authorizationCode,
    redirect_url: `${origin}/register/apple`,
  };
}

/**
 * Obtains a provider credential in the browser. Real providers (Facebook SDK, Sign in with Apple,
 * Google Identity Services) implement this; outside production the development double asks for an
 * e-mail address and makes the token the server's development verifier accepts.
 */
export interface SocialSignIn {
  credential(provider: SocialProvider): Promise<ProviderCredential | null>;
}

export const devSocialSignIn: SocialSignIn = {
  async credential(provider) {
    const email = window.prompt(`Development ${PROVIDER_NAMES[provider]} sign-in: your e-mail address`);
    if (!email) return null;
    const token = `dev.${base64Url(JSON.stringify({ sub: `${provider}-${email.toLowerCase()}`, email }))}`;
    return provider === 'apple' ? { token, authorizationCode: 'dev-code' } : { token };
  },
};

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
