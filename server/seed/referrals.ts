import { demoAccount } from './demo-accounts';

/**
 * Invite Friends' seed (issue 19 item 8; server/referrals/README.md 'Referrals'): the demo buyer's and demo
 * seller's fixed referral codes (so demos and e2e can use a known link), and three generated users
 * who joined with the demo buyer's code and bought nothing yet (state 'joined': the first of their
 * purchases to become final will earn the demo buyer the reward). Nobody is seeded as rewarded, so
 * no seeded balance changes.
 */
export const DEMO_REFERRAL_CODES = { buyer: 'BUYER234', seller: 'SWAPS234' } as const;

export function buildReferralSeed(
  users: readonly { id: number; joined_at: string }[],
  swaps: readonly { buyer_id: number }[],
): { referral_codes: object[]; referrals: object[] } {
  const buyers = new Set(swaps.map((swap) => swap.buyer_id));
  const referrer = demoAccount('buyer').id;
  // Friends who joined after the demo buyer (ISO times compare as text).
  const since = users.find((user) => user.id === referrer)?.joined_at ?? '';
  const invited = users.filter((user) => user.id < 1000 && !buyers.has(user.id) && user.joined_at > since).slice(0, 3);
  return {
    referral_codes: [
      { user_id: referrer, code: DEMO_REFERRAL_CODES.buyer },
      { user_id: demoAccount('seller').id, code: DEMO_REFERRAL_CODES.seller },
    ],
    // A referral is made when its friend registers.
    referrals: invited.map((user) => ({ referrer_id: referrer, referred_id: user.id, created_at: user.joined_at })),
  };
}
