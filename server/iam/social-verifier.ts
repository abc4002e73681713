import { z } from 'zod';

/** The social providers (spec F/A/G) by their account_type codes. */
export const SOCIAL_PROVIDERS = ['FACEBOOK', 'APPLE', 'GOOGLE'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The grant type of each provider's sign-in (spec §7.2). */
export const SOCIAL_GRANT_TYPES = {
  facebook_token: 'FACEBOOK',
  APPLE_TOKEN: 'APPLE',
  GOOGLE_TOKEN: 'GOOGLE',
} as const satisfies Record<string, SocialProvider>;

export interface SocialCredential {
  token: string;
  /** Apple only: the authorization code of the sign-in. */
  authorizationCode?: string;
  redirectUrl?: string;
}

/** Who the provider says signed in. */
export interface SocialIdentity {
  providerUserId: string;
  email: string | null;
}

/**
 * Checks a provider's token with the provider. A real implementation calls Facebook's debug_token,
 * Apple's token endpoint and Google's tokeninfo; null means the provider refused the token.
 */
export interface SocialVerifier {
  verify(provider: SocialProvider, credential: SocialCredential): Promise<SocialIdentity | null>;
}

const devIdentity = z.object({ sub: z.string().min(1).max(200), email: z.email().max(254).nullable().default(null) });

/**
 * The test double, used only in tests and the seeded development mode: a token is
 * 'dev.' + base64url(JSON {sub, email}), and Apple also needs a non-empty authorization code.
 */
export const devSocialVerifier: SocialVerifier = {
  async verify(provider, { token, authorizationCode }) {
    if (provider === 'APPLE' && !authorizationCode) return null;
    if (!token.startsWith('dev.')) return null;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(token.slice(4), 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = devIdentity.safeParse(json);
    return parsed.success ? { providerUserId: parsed.data.sub, email: parsed.data.email } : null;
  },
};

/** A development token for the double (tests, the dev auth host). */
export function devSocialToken(sub: string, email: string | null): string {
  return `dev.${Buffer.from(JSON.stringify({ sub, email })).toString('base64url')}`;
}

/** Production has no provider configured here: every social token is refused. */
export const refusingSocialVerifier: SocialVerifier = { verify: async () => null };
