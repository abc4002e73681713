import { z } from 'zod';
import { ApiError, type ApiClient, type TokenPair } from '../../engine';
import { referralOutcomeSchema } from '../../schemas/entities/referrals';
import { ANTI_BOT_HEADER, type AntiBotAction, type SocialGrantType } from '../../schemas/requests/iam';
import { referralNotice } from './referral-notice';

const tokenPair = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
const antiBotAnswer = z.object({ token: z.string().min(1) });
const loginAnswer = z.object({
  data: z.union([tokenPair, z.object({ challenge_token: z.string().min(1) })]),
  meta: z.record(z.string(), z.unknown()).optional(),
});
const registerAnswer = z.object({
  data: z.object({ referral: referralOutcomeSchema.nullable().optional() }),
  meta: z.object({ authorization: tokenPair }),
});

/**
 * An anti-bot token for one action (spec §5), fetched per action. Any failure raises the
 * execution-failure error of spec §8.
 */
export async function antiBotHeader(api: ApiClient, action: AntiBotAction): Promise<Record<string, string>> {
  try {
    const { token } = await api.get('/iam/v1/anti-bot/token', {
      service: 'iam',
      auth: false,
      query: { action },
      schema: antiBotAnswer,
    });
    return { [ANTI_BOT_HEADER]: token };
  } catch (cause) {
    throw new Error('The anti-bot check could not run. Check your connection and try again.', { cause });
  }
}

export type LoginResult =
  { kind: 'tokens'; tokens: TokenPair } | { kind: 'challenge'; challengeToken: string; meta: Record<string, unknown> };

/** Password login (spec §7.2): tokens, or a PIN challenge. */
export async function passwordLogin(
  api: ApiClient,
  usernameOrEmail: string,
  password: string,
  clientId: string,
): Promise<LoginResult> {
  const answer = await api.post(
    '/iam/v1/auth/token',
    {
      grant_type: 'client_credentials',
      username_or_email: usernameOrEmail,
      password,
      test_2FA: true,
      client_id: clientId,
    },
    { service: 'iam', auth: false, full: true, headers: await antiBotHeader(api, 'login'), schema: loginAnswer },
  );
  if ('challenge_token' in answer.data)
    return { kind: 'challenge', challengeToken: answer.data.challenge_token, meta: answer.meta ?? {} };
  return { kind: 'tokens', tokens: answer.data };
}

/** Answers the PIN challenge with the challenge token as the bearer. */
export function answerChallenge(
  api: ApiClient,
  challengeToken: string,
  pin: string,
  clientId: string,
): Promise<TokenPair> {
  return api.post(
    '/iam/v1/auth/token/challenge',
    { pin, client_id: clientId },
    {
      service: 'iam',
      auth: false,
      headers: { authorization: `Bearer ${challengeToken}` },
      schema: tokenPair,
    },
  );
}

export interface SocialGrant {
  grant_type: SocialGrantType;
  token: string;
  authorization_code?: string;
  redirect_url?: string;
}

export interface Registration {
  email: string;
  username: string;
  /** Left out when a social account registers. */
  password?: string;
  referralCode?: string;
  social?: SocialGrant;
}

/**
 * Registers (spec §7.2); agree_with_policy is always true (spec §5). Returns the new session's tokens
 * and the warning to open the next page with when the invite code was left out.
 */
export async function register(
  api: ApiClient,
  registration: Registration,
  clientId: string,
): Promise<{ tokens: TokenPair; notice?: string }> {
  const { email, username, password, referralCode, social } = registration;
  const answer = await api.post(
    '/iam/v1/auth/user',
    {
      email,
      username,
      password,
      client_id: clientId,
      referral_code: referralCode ?? null,
      agree_with_policy: true,
      source: 'web',
      social,
    },
    { service: 'iam', auth: false, full: true, headers: await antiBotHeader(api, 'register'), schema: registerAnswer },
  );
  return { tokens: answer.meta.authorization, notice: referralNotice(answer.data.referral, referralCode) };
}

export type SocialLoginResult =
  { kind: 'tokens'; tokens: TokenPair } | { kind: 'new_user' | 'existing_email'; email: string | null };

const socialMeta = z.object({ email: z.string().nullable().optional() }).optional();

/**
 * Social sign-in (spec §4.5, §8): tokens; LINK_ACCOUNT_NO_LINKED_USER yields 'new_user' and
 * LINK_ACCOUNT_EMAIL_MATCHED_USER 'existing_email' (with the provider's e-mail); other errors are re-thrown.
 */
export async function socialLogin(
  api: ApiClient,
  grant: SocialGrant,
  clientId: string,
  referralCode?: string,
): Promise<SocialLoginResult> {
  try {
    const tokens = await api.post(
      '/iam/v1/auth/token',
      { ...grant, client_id: clientId, referral_code: referralCode ?? null },
      { service: 'iam', auth: false, headers: await antiBotHeader(api, 'social_auth'), schema: tokenPair },
    );
    return { kind: 'tokens', tokens };
  } catch (error) {
    const code = error instanceof ApiError ? error.errors[0]?.code : undefined;
    const email = error instanceof ApiError ? (socialMeta.safeParse(error.meta).data?.email ?? null) : null;
    if (code === 'LINK_ACCOUNT_NO_LINKED_USER') return { kind: 'new_user', email };
    if (code === 'LINK_ACCOUNT_EMAIL_MATCHED_USER') return { kind: 'existing_email', email };
    throw error;
  }
}

export type AccountType = 'GOOGLE' | 'FACEBOOK' | 'APPLE';

/** Links a social account to the signed-in user (all three providers). Errors are logged and re-thrown (spec §8). */
export async function linkSocialAccount(
  api: ApiClient,
  uuid: string,
  accountType: AccountType,
  accessToken: string,
  authorizationCode?: string,
): Promise<void> {
  try {
    await api.post(
      `/iam/v1/auth/user/${encodeURIComponent(uuid)}/link`,
      { account_type: accountType, access_token: accessToken, authorization_code: authorizationCode },
      { service: 'iam' },
    );
  } catch (error) {
    console.error('[accounts] link failed', error);
    throw error;
  }
}

/** Unlinks a social account; from the web only Google (spec §4.5, §5). */
export async function unlinkSocialAccount(
  api: ApiClient,
  uuid: string,
  accountId: string,
  accountType: AccountType,
): Promise<void> {
  if (accountType !== 'GOOGLE') throw new Error('Only Google can be unlinked on the web');
  try {
    await api.delete(`/iam/v1/auth/user/${encodeURIComponent(uuid)}/link`, {
      service: 'iam',
      body: { account_id: accountId, account_type: accountType },
    });
  } catch (error) {
    console.error('[accounts] unlink failed', error);
    throw error;
  }
}
