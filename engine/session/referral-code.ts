import { REFERRAL_CODE_PARAM, referralCodeSchema } from '../../schemas/entities/referrals';
import { REFERRAL_CODE_COOKIE, type CookieJar } from './cookies';

/**
 * Arrival through a referral link (`?referral_code={code}` on any page, issue 19 item 8): the code is
 * kept in the `referral_code` cookie (spec §9; the default max age, 1 year) for registration and
 * social sign-up to send. The latest link wins; a malformed code is not kept. The server renderer
 * calls this for every page it renders, so the cookie comes with the first response.
 */
export function rememberReferralCode(search: URLSearchParams, cookies: CookieJar): void {
  const parsed = referralCodeSchema.safeParse(search.get(REFERRAL_CODE_PARAM) ?? '');
  if (parsed.success && cookies.get(REFERRAL_CODE_COOKIE) !== parsed.data)
    cookies.set(REFERRAL_CODE_COOKIE, parsed.data);
}
