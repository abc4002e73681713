import type { ReferralOutcome } from '../../schemas/entities/referrals';

/**
 * The warning a registration opens the next page with when its invite code was left out (the
 * register answer's `data.referral`, server/referrals/README.md 'Referrals'); none when it was applied or absent.
 */
export function referralNotice(
  outcome: ReferralOutcome | null | undefined,
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  if (outcome === 'own_code')
    return `The invite code ${code} is your own, so it was not applied. Invite friends with it from Invite Friends.`;
  if (outcome === 'unknown_code') return `We could not find the invite code ${code}, so no invite was recorded.`;
  return undefined;
}
