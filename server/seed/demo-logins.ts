import { daysBeforeSeedNow } from './clock';
import { demoAccounts } from './demo-accounts';

/** The PIN demo_2fa answers the sign-in challenge with. */
export const DEMO_PIN = '246810';
/** The organisation demo_org belongs to (its tokens carry org_id). */
export const DEMO_ORG_ID = 1;

/**
 * scrypt hashes of DEMO_PASSWORD and DEMO_PIN with fixed salts, written out once so the seed stays
 * deterministic and costs no hashing time (iam/iam.test.ts checks they still match).
 */
export const DEMO_PASSWORD_HASH = 'scrypt$32768$8$1$a2l0c3dhcC1kZW1vLXB3IQ$wnQ66oHOiemAFC5nJvBt0IEM7pLgD9B6zbYndwu_qOw';
export const DEMO_PIN_HASH = 'scrypt$32768$8$1$a2l0c3dhcC1kZW1vLXBpbg$Uds_DGtYCHtQbtUYmNXuv5SSGo-qEjAhPjz6UPuYMRo';

/** The e-mail address of a demo account. */
export const demoEmail = (username: string) => `${username}@demo.kitswap.test`;

/**
 * Sign-ins of the demo accounts: verified e-mail (except demo_unverified), the demo password, a PIN for demo_2fa,
 * org_id for demo_org.
 */
export function demoLoginRows() {
  return demoAccounts.map(({ id, kind, username }) => ({
    user_id: id,
    email: demoEmail(username),
    password_hash: DEMO_PASSWORD_HASH,
    pin_hash: kind === 'two-factor' ? DEMO_PIN_HASH : null,
    email_verified: kind !== 'unverified',
    org_id: kind === 'organisation' ? DEMO_ORG_ID : null,
    registration_method: 'password',
    created_at: daysBeforeSeedNow(400),
  }));
}
