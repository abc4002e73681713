import { ApiError } from '../http/api-error';
import type { IamDeps } from './iam-deps';
import type { SocialIdentity, SocialProvider } from './social-verifier';

/** The provider's word on a token; Apple without an authorization code is refused first (spec §5). */
export async function verifySocial(
  deps: IamDeps,
  provider: SocialProvider,
  token: string,
  authorizationCode?: string | null,
  redirectUrl?: string | null,
): Promise<SocialIdentity> {
  if (provider === 'APPLE' && !authorizationCode) {
    throw new ApiError(400, [
      { message: 'No authorization code provided', code: 'invalid', field: 'authorization_code' },
    ]);
  }
  const identity = await deps.social.verify(provider, {
    token,
    authorizationCode: authorizationCode ?? undefined,
    redirectUrl: redirectUrl ?? undefined,
  });
  if (!identity)
    throw new ApiError(422, [
      { message: 'The social login could not be verified', code: 'invalid_social_token', field: 'token' },
    ]);
  return identity;
}
